// Entry point: libFuzzer's driver runs payloadParserFuzzTestOneInput on every input (see CFuzzDriver.h).
import CFuzzDriver
import Foundation

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in payloadParserFuzzTestOneInput(data!, size) })
