; JavaScript / JSX: functions, methods and variables (read before core.scm).
(function_declaration name: (identifier) @name) @definition.function
(method_definition name: (_) @name) @definition.method
(variable_declarator name: (identifier) @name value: (_)? @value) @definition.variable
