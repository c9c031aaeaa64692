// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u942684ea23 static PrimitiveButtonStyle.borderedProminent where Self == BorderedProminentButtonStyle
@MainActor func use_942684ea23() {
    let _: BorderedProminentButtonStyle = BorderedProminentButtonStyle.borderedProminent
    func accept<T: PrimitiveButtonStyle>(_ value: T) {}
    accept(.borderedProminent)
}

// uf91bef09ae static PrimitiveButtonStyle.plain where Self == PlainButtonStyle
@MainActor func use_f91bef09ae() {
    let _: PlainButtonStyle = PlainButtonStyle.plain
    func accept<T: PrimitiveButtonStyle>(_ value: T) {}
    accept(.plain)
}

// u28a632a884 static PrimitiveButtonStyle.automatic where Self == DefaultButtonStyle
@MainActor func use_28a632a884() {
    let _: DefaultButtonStyle = DefaultButtonStyle.automatic
    func accept<T: PrimitiveButtonStyle>(_ value: T) {}
    accept(.automatic)
}

// u2d09c8bdea static PrimitiveButtonStyle.borderless where Self == BorderlessButtonStyle
@MainActor func use_2d09c8bdea() {
    let _: BorderlessButtonStyle = BorderlessButtonStyle.borderless
    func accept<T: PrimitiveButtonStyle>(_ value: T) {}
    accept(.borderless)
}

// u37903d09cf static PrimitiveButtonStyle.bordered where Self == BorderedButtonStyle
@MainActor func use_37903d09cf() {
    let _: BorderedButtonStyle = BorderedButtonStyle.bordered
    func accept<T: PrimitiveButtonStyle>(_ value: T) {}
    accept(.bordered)
}
