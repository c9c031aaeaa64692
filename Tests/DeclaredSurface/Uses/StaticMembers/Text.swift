// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u78458e5312 static Text.DateStyle.time
@MainActor func use_78458e5312() {
    let _: Text.DateStyle = Text.DateStyle.time
}

// uc50b1e3b87 static Text.DateStyle.date
@MainActor func use_c50b1e3b87() {
    let _: Text.DateStyle = Text.DateStyle.date
}

// u6b0cbdf7f7 static Text.DateStyle.relative
@MainActor func use_6b0cbdf7f7() {
    let _: Text.DateStyle = Text.DateStyle.relative
}

// u7e6c4219d5 static Text.DateStyle.offset
@MainActor func use_7e6c4219d5() {
    let _: Text.DateStyle = Text.DateStyle.offset
}

// ud25ba81562 static Text.DateStyle.timer
@MainActor func use_d25ba81562() {
    let _: Text.DateStyle = Text.DateStyle.timer
}

// u422b760359 static Text.Scale.`default`
@MainActor func use_422b760359() {
    let _: Text.Scale = Text.Scale.`default`
}

// u29bfbb9818 static Text.Scale.secondary
@MainActor func use_29bfbb9818() {
    let _: Text.Scale = Text.Scale.secondary
}

// u4869f4c10b Text.TruncationMode.head
@MainActor func use_4869f4c10b() {
    let _: Text.TruncationMode = .head
}

// u2d8d4d6fe5 Text.TruncationMode.tail
@MainActor func use_2d8d4d6fe5() {
    let _: Text.TruncationMode = .tail
}

// ue023738e8a Text.TruncationMode.middle
@MainActor func use_e023738e8a() {
    let _: Text.TruncationMode = .middle
}

// ue9b1d9c35f Text.Case.uppercase
@MainActor func use_e9b1d9c35f() {
    let _: Text.Case = .uppercase
}

// ua0ee8561bd Text.Case.lowercase
@MainActor func use_a0ee8561bd() {
    let _: Text.Case = .lowercase
}

// u6cfc39fdc5 static Text.LineStyle.Pattern.solid
@MainActor func use_6cfc39fdc5() {
    let _: Text.LineStyle.Pattern = Text.LineStyle.Pattern.solid
}

// u96f68f125b static Text.LineStyle.Pattern.dot
@MainActor func use_96f68f125b() {
    let _: Text.LineStyle.Pattern = Text.LineStyle.Pattern.dot
}

// u4cf7416091 static Text.LineStyle.Pattern.dash
@MainActor func use_4cf7416091() {
    let _: Text.LineStyle.Pattern = Text.LineStyle.Pattern.dash
}

// u8dedabd6a1 static Text.LineStyle.Pattern.dashDot
@MainActor func use_8dedabd6a1() {
    let _: Text.LineStyle.Pattern = Text.LineStyle.Pattern.dashDot
}

// uaf2002ec4d static Text.LineStyle.Pattern.dashDotDot
@MainActor func use_af2002ec4d() {
    let _: Text.LineStyle.Pattern = Text.LineStyle.Pattern.dashDotDot
}

// u4064e1879c static Text.LineStyle.single
@MainActor func use_4064e1879c() {
    let _: Text.LineStyle = Text.LineStyle.single
}
