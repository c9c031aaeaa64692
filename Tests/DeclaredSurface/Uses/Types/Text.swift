// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc3328c39b0 Text
@MainActor func use_c3328c39b0() {
    let _: Any.Type = Text.self
}

// ub7ef18bc9a Text.DateStyle
@MainActor func use_b7ef18bc9a() {
    let _: Any.Type = Text.DateStyle.self
}

// ud093e2f249 Text.Scale
@MainActor func use_d093e2f249() {
    let _: Any.Type = Text.Scale.self
}

// uac130007b0 Text.TruncationMode
@MainActor func use_ac130007b0() {
    let _: Any.Type = Text.TruncationMode.self
}

// ucd4a816e35 Text.Case
@MainActor func use_cd4a816e35() {
    let _: Any.Type = Text.Case.self
}

// u2fa625708b Text.LineStyle
@MainActor func use_2fa625708b() {
    let _: Any.Type = Text.LineStyle.self
}

// u8ff1fe5446 Text.LineStyle.Pattern
@MainActor func use_8ff1fe5446() {
    let _: Any.Type = Text.LineStyle.Pattern.self
}
