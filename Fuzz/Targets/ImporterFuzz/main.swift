// Entry point: libFuzzer's driver runs importerFuzzTestOneInput on every input (see CFuzzDriver.h).
import CFuzzDriver
import Foundation

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in importerFuzzTestOneInput(data!, size) })
