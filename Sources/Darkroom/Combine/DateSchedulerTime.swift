import Foundation
import OpenCombine

/// An instant on a Foundation scheduler's clock: a wall-clock `Date`.
///
/// `RunLoop.SchedulerTimeType` and `OperationQueue.SchedulerTimeType` are this
/// type, each specialised with its scheduler (`Owner`) so that the times of different
/// schedulers stay distinct types, as they are in Apple's Combine.
public struct DateSchedulerTime<Owner>: Strideable, Codable, Hashable, Sendable {
    /// The date this time stands for.
    public var date: Date

    /// Creates a scheduler time at `date`.
    public init(_ date: Date) {
        self.date = date
    }

    /// The interval from this time to `other` (negative when `other` is earlier).
    public func distance(to other: Self) -> Stride {
        Stride(other.date.timeIntervalSinceReferenceDate - date.timeIntervalSinceReferenceDate)
    }

    /// This time moved by `stride` (backwards when the stride is negative).
    public func advanced(by stride: Stride) -> Self {
        Self(date.addingTimeInterval(stride.timeInterval))
    }

    /// A signed interval between two scheduler times, in seconds.
    ///
    /// Literals are seconds, so `debounce(for: 0.3, scheduler: RunLoop.main)` waits
    /// three tenths of a second. As in Apple's Combine, `magnitude` is the signed
    /// number of seconds, not its absolute value.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
        ExpressibleByFloatLiteral, Codable, Hashable, Sendable
    {
        public typealias FloatLiteralType = TimeInterval
        public typealias IntegerLiteralType = TimeInterval
        public typealias Magnitude = TimeInterval

        /// The interval in seconds.
        public var magnitude: TimeInterval

        /// The interval in seconds.
        public var timeInterval: TimeInterval { magnitude }

        /// An interval of `seconds` seconds.
        public init(_ seconds: TimeInterval) {
            magnitude = seconds
        }

        public init(floatLiteral value: TimeInterval) {
            self.init(value)
        }

        public init(integerLiteral value: TimeInterval) {
            self.init(value)
        }

        public init?<Source: BinaryInteger>(exactly source: Source) {
            guard let seconds = TimeInterval(exactly: source) else { return nil }
            self.init(seconds)
        }

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
        public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
        public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
        public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
        public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
        public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }

        public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
        public static func seconds(_ s: Double) -> Self { Self(s) }
        public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1e3) }
        public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1e6) }
        public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1e9) }
    }
}
