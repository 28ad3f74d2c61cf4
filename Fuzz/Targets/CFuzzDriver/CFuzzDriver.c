// Header-only: the symbol comes from libFuzzer (-sanitize=fuzzer).
