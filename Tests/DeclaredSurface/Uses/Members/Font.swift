// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u809b531421 Font.italic()
@MainActor func use_809b531421(_ subject: Font) {
    let _: Font = subject.italic()
}

// u7c56f88f14 Font.smallCaps()
@MainActor func use_7c56f88f14(_ subject: Font) {
    let _: Font = subject.smallCaps()
}

// u4b4ac6a9b6 Font.lowercaseSmallCaps()
@MainActor func use_4b4ac6a9b6(_ subject: Font) {
    let _: Font = subject.lowercaseSmallCaps()
}

// u49e93954a7 Font.uppercaseSmallCaps()
@MainActor func use_49e93954a7(_ subject: Font) {
    let _: Font = subject.uppercaseSmallCaps()
}

// ua4c55bbc50 Font.monospacedDigit()
@MainActor func use_a4c55bbc50(_ subject: Font) {
    let _: Font = subject.monospacedDigit()
}

// u111586b21f Font.weight(_: Font.Weight)
@MainActor func use_111586b21f(_ subject: Font) {
    let _: Font = subject.weight(sample() as Font.Weight)
}

// ud1ae696b2c Font.width(_: Font.Width)
@MainActor func use_d1ae696b2c(_ subject: Font) {
    let _: Font = subject.width(sample() as Font.Width)
}

// u73fbd97983 Font.bold()
@MainActor func use_73fbd97983(_ subject: Font) {
    let _: Font = subject.bold()
}

// u82d8bb7f09 Font.monospaced()
@MainActor func use_82d8bb7f09(_ subject: Font) {
    let _: Font = subject.monospaced()
}

// u6255b4c87d Font.leading(_: Font.Leading)
@MainActor func use_6255b4c87d(_ subject: Font) {
    let _: Font = subject.leading(sample() as Font.Leading)
}

// u5ba4c1a5f8 Font.Width.value
@MainActor func use_5ba4c1a5f8(_ subject: Font.Width) {
    var subject = subject
    let _: CGFloat = subject.value
    subject.value = sample() as CGFloat
}
