#!/usr/bin/env python3
"""Validate a SARIF log against the official SARIF 2.1.0 JSON schema (draft-07).

    validate_sarif.py SARIF_SCHEMA_JSON SARIF_FILE

Exit 0 when valid; 1 with the errors on stderr; 77 when the jsonschema package is missing.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("jsonschema is not installed (pip install jsonschema)", file=sys.stderr)
    sys.exit(77)

with open(sys.argv[1], encoding="utf-8") as f:
    schema = json.load(f)
with open(sys.argv[2], encoding="utf-8") as f:
    log = json.load(f)
validator = jsonschema.validators.validator_for(schema)(schema)
errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
for error in errors[:20]:
    print(f"{'/'.join(map(str, error.absolute_path))}: {error.message}", file=sys.stderr)
sys.exit(1 if errors else 0)
