// The strong anchor compiled with -O3 -march=native (Benchmarks/Package.swift): ctrie_fast_*.
#define FAST(name) ctrie_fast_##name
#include "ctrie_fast_impl.h"
