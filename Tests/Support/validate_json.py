#!/usr/bin/env python3
"""Validate a JSON file against a JSON Schema (draft 2020-12) and check that every object's keys are sorted.

    validate_json.py SCHEMA JSONFILE

Exit 0 when valid; 1 with the errors on stderr; 77 when the jsonschema package is missing.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("jsonschema is not installed (pip install jsonschema)", file=sys.stderr)
    sys.exit(77)


def unsorted_objects(pairs):
    keys = [k for k, _ in pairs]
    if keys != sorted(keys):
        raise ValueError(f"object keys not sorted: {keys}")
    return dict(pairs)


def main():
    schema_path, document_path = sys.argv[1], sys.argv[2]
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    with open(document_path, encoding="utf-8") as f:
        document = json.load(f, object_pairs_hook=unsorted_objects)
    validator = jsonschema.Draft202012Validator(schema)
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    for error in errors[:20]:
        print(f"{'/'.join(map(str, error.absolute_path))}: {error.message}", file=sys.stderr)
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
