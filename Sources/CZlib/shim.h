#ifndef KASS_CZLIB_SHIM_H
#define KASS_CZLIB_SHIM_H
#include <zlib.h>
#endif
