import AfterglowApp
import ArgumentParser

/// Runs `body`, turning a library's input error (a trace that cannot be read) into a usage
/// error: exit status 64 and the message naming the file, as before the code moved.
func asUsageError<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let e as TraceFileError { throw ValidationError(e.description) }
}

/// Prints "error: …" on stderr and gives the exit status to throw (1: could not do it, 2: usage).
func failure(_ message: Any, _ code: Int32) -> ExitCode {
    printError("error: \(message)")
    return ExitCode(code)
}
