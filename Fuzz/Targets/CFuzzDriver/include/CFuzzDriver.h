// libFuzzer's driver entry point (compiler-rt FuzzerInterface.h). SwiftPM links an executable's
// `main` to its module's entry point, so each fuzz target's main.swift hands control to libFuzzer
// through this instead of using libFuzzer's own `main`.
#include <stddef.h>
#include <stdint.h>
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
