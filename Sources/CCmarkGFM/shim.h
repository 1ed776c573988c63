// The C headers of Debian's cmark-gfm and its core extensions (libcmark-gfm-dev, libcmark-gfm-extensions-dev).
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
