import Foundation

/// A curve from 0 to 1 that shapes the timing of a keyframe, as SwiftUI's `UnitCurve`.
nonisolated public struct UnitCurve: Hashable, Sendable {
    let name: String
    /// A curve whose progress is proportional to time.
    public static let linear = UnitCurve(name: "linear")
    /// A curve that starts slowly and speeds up towards the end.
    public static let easeIn = UnitCurve(name: "easeIn")
    /// A curve that starts quickly and slows down towards the end.
    public static let easeOut = UnitCurve(name: "easeOut")
    /// A curve that starts slowly, speeds up in the middle and slows down again at the end.
    public static let easeInOut = UnitCurve(name: "easeInOut")
    /// An ease-in curve shaped by a quarter circle.
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    /// An ease-out curve shaped by a quarter circle.
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    /// An ease-in-out curve shaped by two quarter circles.
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
    /// A cubic Bézier curve from (0, 0) to (1, 1) through two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(name: "bezier")
    }
}
