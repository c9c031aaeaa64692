// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue267de47de LocalizedStringKey.StringInterpolation.appendInterpolation(_: Image)
@MainActor func use_e267de47de(_ subject: LocalizedStringKey.StringInterpolation) {
    var subject = subject
    subject.appendInterpolation(sample() as Image)
}

// u7b70ef3289 LocalizedStringKey.StringInterpolation.appendInterpolation(_: Date, style: Text.DateStyle)
@MainActor func use_7b70ef3289(_ subject: LocalizedStringKey.StringInterpolation) {
    var subject = subject
    subject.appendInterpolation(sample() as Date, style: sample() as Text.DateStyle)
}

// u8e53f439b1 LocalizedStringKey.StringInterpolation.appendInterpolation(_: ClosedRange<Date>)
@MainActor func use_8e53f439b1(_ subject: LocalizedStringKey.StringInterpolation) {
    var subject = subject
    subject.appendInterpolation(sample() as ClosedRange<Date>)
}

// u5e286b134d LocalizedStringKey.StringInterpolation.appendInterpolation(_: DateInterval)
@MainActor func use_5e286b134d(_ subject: LocalizedStringKey.StringInterpolation) {
    var subject = subject
    subject.appendInterpolation(sample() as DateInterval)
}

// u3291916748 LocalizedStringKey.StringInterpolation.appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime:
//   Date?, countsDown: Bool, showsHours: Bool)
@MainActor func use_3291916748(_ subject: LocalizedStringKey.StringInterpolation) {
    var subject = subject
    subject.appendInterpolation(
        timerInterval: sample() as ClosedRange<Date>,
        pauseTime: sample() as Date?,
        countsDown: sample() as Bool,
        showsHours: sample() as Bool
    )
    subject.appendInterpolation(timerInterval: sample() as ClosedRange<Date>)
}

// u5e58c5630f LocalizedStringKey.StringInterpolation.appendLiteral(_: String)
@MainActor func use_5e58c5630f(_ subject: LocalizedStringKey.StringInterpolation) {
    var subject = subject
    subject.appendLiteral(sample() as String)
}

// u73dd5a8078 LocalizedStringKey.StringInterpolation.appendInterpolation(_: String)
@MainActor func use_73dd5a8078(_ subject: LocalizedStringKey.StringInterpolation) {
    var subject = subject
    subject.appendInterpolation(sample() as String)
}

// u309671bc7e LocalizedStringKey.StringInterpolation.appendInterpolation<Subject>(_: Subject, formatter: Formatter?)
//   where Subject : ReferenceConvertible
@MainActor func use_309671bc7e<Subject: ReferenceConvertible>(
    _ subject: LocalizedStringKey.StringInterpolation,
    _ generics: (Subject).Type
) {
    var subject = subject
    subject.appendInterpolation(sample() as Subject, formatter: sample() as Formatter?)
    subject.appendInterpolation(sample() as Subject)
}

// u1318225ce7 LocalizedStringKey.StringInterpolation.appendInterpolation<Subject>(_: Subject, formatter: Formatter?)
//   where Subject : NSObject
@MainActor func use_1318225ce7<Subject: NSObject>(
    _ subject: LocalizedStringKey.StringInterpolation,
    _ generics: (Subject).Type
) {
    var subject = subject
    subject.appendInterpolation(sample() as Subject, formatter: sample() as Formatter?)
    subject.appendInterpolation(sample() as Subject)
}

// uc98d07dae2 LocalizedStringKey.StringInterpolation.appendInterpolation<F>(_: F.FormatInput, format: F) where F :
//   FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String
@MainActor func use_c98d07dae2<F: FormatStyle>(
    _ subject: LocalizedStringKey.StringInterpolation,
    _ generics: (F).Type
) where F.FormatInput : Equatable, F.FormatOutput == String {
    var subject = subject
    subject.appendInterpolation(sample() as F.FormatInput, format: sample() as F)
}

// u0eef80d564 LocalizedStringKey.StringInterpolation.appendInterpolation<T>(_: T) where T : _FormatSpecifiable
@MainActor func use_0eef80d564<T: _FormatSpecifiable>(
    _ subject: LocalizedStringKey.StringInterpolation,
    _ generics: (T).Type
) {
    var subject = subject
    subject.appendInterpolation(sample() as T)
}

// uf1b4c5e42f LocalizedStringKey.StringInterpolation.appendInterpolation<T>(_: T, specifier: String) where T :
//   _FormatSpecifiable
@MainActor func use_f1b4c5e42f<T: _FormatSpecifiable>(
    _ subject: LocalizedStringKey.StringInterpolation,
    _ generics: (T).Type
) {
    var subject = subject
    subject.appendInterpolation(sample() as T, specifier: sample() as String)
}

// ua4d1e4e69e LocalizedStringKey.StringInterpolation.appendInterpolation(_: Text)
@MainActor func use_a4d1e4e69e(_ subject: LocalizedStringKey.StringInterpolation) {
    var subject = subject
    subject.appendInterpolation(sample() as Text)
}

// u6ffcb86180 LocalizedStringKey.StringInterpolation.appendInterpolation(_: AttributedString)
@MainActor func use_6ffcb86180(_ subject: LocalizedStringKey.StringInterpolation) {
    var subject = subject
    subject.appendInterpolation(sample() as AttributedString)
}

// ue42821c51d LocalizedStringKey.StringInterpolation.appendInterpolation(_: LocalizedStringResource)
@MainActor func use_e42821c51d(_ subject: LocalizedStringKey.StringInterpolation) {
    var subject = subject
    subject.appendInterpolation(sample() as LocalizedStringResource)
}
