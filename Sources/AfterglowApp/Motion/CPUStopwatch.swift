import AfterglowScheduler
import Foundation

/// The process's CPU time (CLOCK_PROCESS_CPUTIME_ID, every thread): what a frame's work cost
/// the machine, apart from the time the scheduler gave other processes meanwhile. On a shared
/// machine a frame's wall time includes being preempted; its CPU time does not (work split over
/// the power analyzer's workers counts once per worker).
public struct ProcessCPUStopwatch: Stopwatch {
    public init() {}
    public func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}
