; JavaScript / JSX: functions, methods and variables (read before core.scm).
(function_declaration name: (identifier) @name) @definition.function
(method_definition name: [(property_identifier) (private_property_identifier) (number)] @name) @definition.method
(method_definition name: (string (string_fragment) @name)) @definition.method
(variable_declarator name: (identifier) @name value: (_)? @value) @definition.variable
