#ifndef KASS_CSQLITE_SHIM_H
#define KASS_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
