#!/usr/bin/env python3
"""Validate a JSON file against a JSON Schema (draft 2020-12), and check that every object's keys are
sorted (hig's outputs are deterministic).

Usage: validate_json.py SCHEMA JSONFILE

Exit status: 0 valid; 1 invalid (each error printed as `JSONFILE: at /json/pointer: message`);
2 usage or unreadable input; 3 the `jsonschema` package is missing (callers skip).
"""
import json
import sys


class UnsortedKeys(ValueError):
    pass


def sorted_object(pairs):
    keys = [key for key, _ in pairs]
    if keys != sorted(keys):
        raise UnsortedKeys(f"object keys are not sorted: {keys}")
    return dict(pairs)


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        import jsonschema
    except ImportError:
        print("validate_json.py: the jsonschema package is not installed (pip install jsonschema)", file=sys.stderr)
        return 3
    schema_path, document_path = argv[1], argv[2]
    try:
        with open(schema_path, encoding="utf-8") as f:
            schema = json.load(f)
        with open(document_path, encoding="utf-8") as f:
            document = json.load(f, object_pairs_hook=sorted_object)
    except UnsortedKeys as error:
        print(f"{document_path}: {error}", file=sys.stderr)
        return 1
    except (OSError, ValueError) as error:
        print(f"validate_json.py: {error}", file=sys.stderr)
        return 2
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    for error in errors[:50]:
        pointer = "/" + "/".join(str(part) for part in error.absolute_path)
        print(f"{document_path}: at {pointer}: {error.message}")
    if len(errors) > 50:
        print(f"{document_path}: … and {len(errors) - 50} more errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
