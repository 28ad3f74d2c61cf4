import Dispatch

// Names Darwin and Dispatch have on Apple's platforms and Glibc's Dispatch lacks, which widget and
// app code in a widget's folder uses to schedule work (an image loader's delay). The pre-pass
// imports this module where a file uses them (`import Foundation` has them on iOS).

/// `<sys/time.h>` and Dispatch's `time.h`: nanoseconds and microseconds per unit, as `UInt64`
/// as Swift imports them on Darwin.
public var NSEC_PER_SEC: UInt64 { 1_000_000_000 }
public var NSEC_PER_MSEC: UInt64 { 1_000_000 }
public var NSEC_PER_USEC: UInt64 { 1_000 }
public var USEC_PER_SEC: UInt64 { 1_000_000 }
/// iOS 17's serial queue type: here the queue `DispatchQueue(label:)` makes, which is serial.
public typealias DispatchSerialQueue = DispatchQueue
