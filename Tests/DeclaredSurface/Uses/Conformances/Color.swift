// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc35a419572 Color: View
@MainActor func use_c35a419572() {
    _ = Color.self
    func accept<T: View>(_ type: T.Type) {}
    accept(Color.self)
}

// u67f99f958c Color.Resolved: ShapeStyle
@MainActor func use_67f99f958c() {
    _ = Color.Resolved.self
    func accept<T: ShapeStyle>(_ type: T.Type) {}
    accept(Color.Resolved.self)
}

// u1a77df1dfe Color.Resolved: CustomStringConvertible
@MainActor func use_1a77df1dfe() {
    _ = Color.Resolved.self
    func accept<T: CustomStringConvertible>(_ type: T.Type) {}
    accept(Color.Resolved.self)
}

// u6e61c12718 Color.Resolved: Animatable
@MainActor func use_6e61c12718() {
    _ = Color.Resolved.self
    func accept<T: Animatable>(_ type: T.Type) {}
    accept(Color.Resolved.self)
}

// u2f9d140d5e Color.Resolved: Codable
@MainActor func use_2f9d140d5e() {
    _ = Color.Resolved.self
    func accept<T: Codable>(_ type: T.Type) {}
    accept(Color.Resolved.self)
}

// ueab89245f8 Color: ShapeStyle
@MainActor func use_eab89245f8() {
    _ = Color.self
    func accept<T: ShapeStyle>(_ type: T.Type) {}
    accept(Color.self)
}

// u9641d5e4ad Color: Transferable
@MainActor func use_9641d5e4ad() {
    _ = Color.self
    func accept<T: Transferable>(_ type: T.Type) {}
    accept(Color.self)
}

// u552a5762b2 Color.RGBColorSpace: Equatable
@MainActor func use_552a5762b2() {
    _ = Color.RGBColorSpace.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(Color.RGBColorSpace.self)
}

// uc695c43023 Color.RGBColorSpace: Hashable
@MainActor func use_c695c43023() {
    _ = Color.RGBColorSpace.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(Color.RGBColorSpace.self)
}
