// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9bb6064de9 Never: AccessibilityRotorContent
@MainActor func use_9bb6064de9() {
    _ = Never.self
    func accept<T: AccessibilityRotorContent>(_ type: T.Type) {}
    accept(Never.self)
}

// u8ecf14774e Never: TableColumnContent
@MainActor func use_8ecf14774e() {
    _ = Never.self
    func accept<T: TableColumnContent>(_ type: T.Type) {}
    accept(Never.self)
}

// ue322730f69 Never: ToolbarContent
@MainActor func use_e322730f69() {
    _ = Never.self
    func accept<T: ToolbarContent>(_ type: T.Type) {}
    accept(Never.self)
}

// u20636e8d9d Never: CustomizableToolbarContent
@MainActor func use_20636e8d9d() {
    _ = Never.self
    func accept<T: CustomizableToolbarContent>(_ type: T.Type) {}
    accept(Never.self)
}

// u75e006879d Never: TableRowContent
@MainActor func use_75e006879d() {
    _ = Never.self
    func accept<T: TableRowContent>(_ type: T.Type) {}
    accept(Never.self)
}

// u7c15ef447b Never: Gesture
@MainActor func use_7c15ef447b() {
    _ = Never.self
    func accept<T: Gesture>(_ type: T.Type) {}
    accept(Never.self)
}

// u79f392a212 Never: ShapeStyle
@MainActor func use_79f392a212() {
    _ = Never.self
    func accept<T: ShapeStyle>(_ type: T.Type) {}
    accept(Never.self)
}

// u0b81191f43 Never: View
@MainActor func use_0b81191f43() {
    _ = Never.self
    func accept<T: View>(_ type: T.Type) {}
    accept(Never.self)
}

// u746967e88f Never: Keyframes
@MainActor func use_746967e88f() {
    _ = Never.self
    func accept<T: Keyframes>(_ type: T.Type) {}
    accept(Never.self)
}
