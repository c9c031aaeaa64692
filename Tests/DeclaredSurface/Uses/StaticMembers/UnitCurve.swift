// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u40c1b5a6bf static UnitCurve.bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
@MainActor func use_40c1b5a6bf() {
    let _: UnitCurve = UnitCurve.bezier(
        startControlPoint: sample() as UnitPoint,
        endControlPoint: sample() as UnitPoint
    )
}

// ua851e7533d static UnitCurve.easeInEaseOut
@MainActor func use_a851e7533d() {
    let _: UnitCurve = UnitCurve.easeInEaseOut
}

// ud6405ec1ab static UnitCurve.easeInOut
@MainActor func use_d6405ec1ab() {
    let _: UnitCurve = UnitCurve.easeInOut
}

// udf765ee739 static UnitCurve.easeIn
@MainActor func use_df765ee739() {
    let _: UnitCurve = UnitCurve.easeIn
}

// u80984d3c59 static UnitCurve.easeOut
@MainActor func use_80984d3c59() {
    let _: UnitCurve = UnitCurve.easeOut
}

// ueeb904b7ea static UnitCurve.circularEaseIn
@MainActor func use_eeb904b7ea() {
    let _: UnitCurve = UnitCurve.circularEaseIn
}

// u129c427438 static UnitCurve.circularEaseOut
@MainActor func use_129c427438() {
    let _: UnitCurve = UnitCurve.circularEaseOut
}

// u7d6afda1a2 static UnitCurve.circularEaseInOut
@MainActor func use_7d6afda1a2() {
    let _: UnitCurve = UnitCurve.circularEaseInOut
}

// u1af685beb3 static UnitCurve.linear
@MainActor func use_1af685beb3() {
    let _: UnitCurve = UnitCurve.linear
}
