; JavaScript / JSX only (TypeScript spells these differently, see types.scm).
(field_definition property: (_) @name value: (_)? @value) @definition.property
(formal_parameters (identifier) @name) @local.parameter
(formal_parameters (assignment_pattern left: (identifier) @name)) @local.parameter
(class_heritage (identifier) @name) @reference.inherit
(class_heritage (member_expression object: (_) @receiver property: (property_identifier) @name)) @reference.inherit
