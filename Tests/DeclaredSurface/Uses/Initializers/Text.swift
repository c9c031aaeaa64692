// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud1aeb449f3 Text.init(verbatim: String)
@MainActor func use_d1aeb449f3() {
    let _: Text = Text(verbatim: sample() as String)
}

// uc7d4f422f7 Text.init<S>(_: S) where S : StringProtocol
@MainActor func use_c7d4f422f7<S: StringProtocol>(_ generics: (S).Type) {
    let _: Text = Text(sample() as S)
}

// u7dcfce3756 Text.init(_: Image)
@MainActor func use_7dcfce3756() {
    let _: Text = Text(sample() as Image)
}

// uda5cc45bfa Text.init<Subject>(_: Subject, formatter: Formatter) where Subject : ReferenceConvertible
@MainActor func use_da5cc45bfa<Subject: ReferenceConvertible>(_ generics: (Subject).Type) {
    let _: Text = Text(sample() as Subject, formatter: sample() as Formatter)
}

// u5c0a95baf8 Text.init<Subject>(_: Subject, formatter: Formatter) where Subject : NSObject
@MainActor func use_5c0a95baf8<Subject: NSObject>(_ generics: (Subject).Type) {
    let _: Text = Text(sample() as Subject, formatter: sample() as Formatter)
}

// u2759b9123d Text.init<F>(_: F.FormatInput, format: F) where F : FormatStyle, F.FormatInput : Equatable,
//   F.FormatOutput == String
@MainActor func use_2759b9123d<F: FormatStyle>(
    _ generics: (F).Type
) where F.FormatInput : Equatable, F.FormatOutput == String {
    let _: Text = Text(sample() as F.FormatInput, format: sample() as F)
}

// u79d59ebbe2 Text.init(_: Date, style: Text.DateStyle)
@MainActor func use_79d59ebbe2() {
    let _: Text = Text(sample() as Date, style: sample() as Text.DateStyle)
}

// u94eb0fbfb2 Text.init(_: ClosedRange<Date>)
@MainActor func use_94eb0fbfb2() {
    let _: Text = Text(sample() as ClosedRange<Date>)
}

// ud86f7efe76 Text.init(_: DateInterval)
@MainActor func use_d86f7efe76() {
    let _: Text = Text(sample() as DateInterval)
}

// udcff6e1c0f Text.init(timerInterval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
@MainActor func use_dcff6e1c0f() {
    let _: Text = Text(
        timerInterval: sample() as ClosedRange<Date>,
        pauseTime: sample() as Date?,
        countsDown: sample() as Bool,
        showsHours: sample() as Bool
    )
    let _: Text = Text(timerInterval: sample() as ClosedRange<Date>)
}

// u9765d25e3b Text.DateStyle.init(from: any Decoder)
@MainActor func use_9765d25e3b() throws {
    let _: Text.DateStyle = try Text.DateStyle(from: sample() as any Decoder)
}

// uca220d12ce Text.init(_: LocalizedStringKey, tableName: String?, bundle: Bundle?, comment: StaticString?)
@MainActor func use_ca220d12ce() {
    let _: Text = Text(
        sample() as LocalizedStringKey,
        tableName: sample() as String?,
        bundle: sample() as Bundle?,
        comment: sample() as StaticString?
    )
    let _: Text = Text(sample() as LocalizedStringKey)
}

// u898d19744c Text.init(_: LocalizedStringResource)
@MainActor func use_898d19744c() {
    let _: Text = Text(sample() as LocalizedStringResource)
}

// uaba46c9b8e Text.LineStyle.init(pattern: Text.LineStyle.Pattern, color: Color?)
@MainActor func use_aba46c9b8e() {
    let _: Text.LineStyle = Text.LineStyle(pattern: sample() as Text.LineStyle.Pattern, color: sample() as Color?)
    let _: Text.LineStyle = Text.LineStyle()
}

// u21c7cec2f6 Text.LineStyle.init?(nsUnderlineStyle: NSUnderlineStyle)
@MainActor func use_21c7cec2f6() {
    let _: Text.LineStyle? = Text.LineStyle(nsUnderlineStyle: sample() as NSUnderlineStyle)
}

// u963ffdafb1 Text.init(_: AttributedString)
@MainActor func use_963ffdafb1() {
    let _: Text = Text(sample() as AttributedString)
}
