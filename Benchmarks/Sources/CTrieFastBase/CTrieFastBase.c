// The strong anchor compiled with -O3 for the x86-64 baseline, the Swift solver's instruction set
// (Benchmarks/Package.swift): ctrie_fast_base_*. Declared in CTrieFast's header.
#define FAST(name) ctrie_fast_base_##name
#include "../CTrieFast/ctrie_fast_impl.h"
