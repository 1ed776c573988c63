import os
import re


def convert(path):
    with open(path) as handle:
        text = handle.read()
    return re.sub(r'\s+', ' ', text)


if __name__ == '__main__':
    print(convert(os.sys.argv[1]))
