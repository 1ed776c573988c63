// The message-digest part of Debian's OpenSSL libcrypto (libssl-dev): hig uses only SHA-256, for fingerprints.
#include <openssl/evp.h>
