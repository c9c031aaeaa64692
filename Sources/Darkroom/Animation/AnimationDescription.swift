import Foundation

extension Animation: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The curve's name and duration, such as `easeInOut(duration: 0.35)`.
    public var description: String { "\(name)(duration: \(duration))" }
    /// The same as `description`.
    public var debugDescription: String { description }
    /// The curve's name and duration, for debuggers and `dump`.
    public var customMirror: Mirror { Mirror(self, children: ["name": name, "duration": duration]) }
    /// The animation, marked complete for completion handlers after `duration` seconds; a still frame runs no
    /// animation, so the curve is as it was.
    public func logicallyComplete(after duration: TimeInterval) -> Animation { self }
}
