// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucb4d47dcea Color.resolve(in: EnvironmentValues)
@MainActor func use_cb4d47dcea(_ subject: Color) {
    let _: Color.Resolved = subject.resolve(in: sample() as EnvironmentValues)
}

// u94675bcd19 Color.cgColor
@MainActor func use_94675bcd19(_ subject: Color) {
    let _: CGColor? = subject.cgColor
}

// u101a65233f Color.description
@MainActor func use_101a65233f(_ subject: Color) {
    let _: String = subject.description
}

// u625c9e2094 Color.Resolved.linearRed
@MainActor func use_625c9e2094(_ subject: Color.Resolved) {
    var subject = subject
    let _: Float = subject.linearRed
    subject.linearRed = sample() as Float
}

// u55aedee5bd Color.Resolved.linearGreen
@MainActor func use_55aedee5bd(_ subject: Color.Resolved) {
    var subject = subject
    let _: Float = subject.linearGreen
    subject.linearGreen = sample() as Float
}

// u966b37c287 Color.Resolved.linearBlue
@MainActor func use_966b37c287(_ subject: Color.Resolved) {
    var subject = subject
    let _: Float = subject.linearBlue
    subject.linearBlue = sample() as Float
}

// ub41eae9143 Color.Resolved.opacity
@MainActor func use_b41eae9143(_ subject: Color.Resolved) {
    var subject = subject
    let _: Float = subject.opacity
    subject.opacity = sample() as Float
}

// u79913e3cfd Color.Resolved.description
@MainActor func use_79913e3cfd(_ subject: Color.Resolved) {
    let _: String = subject.description
}

// uadb6d5249e Color.Resolved.animatableData
@MainActor func use_adb6d5249e(_ subject: Color.Resolved) {
    var subject = subject
    let _: Color.Resolved.AnimatableData = subject.animatableData
    subject.animatableData = sample() as Color.Resolved.AnimatableData
}

// ue763f9c3a7 Color.Resolved.red
@MainActor func use_e763f9c3a7(_ subject: Color.Resolved) {
    var subject = subject
    let _: Float = subject.red
    subject.red = sample() as Float
}

// u3cffec6dc6 Color.Resolved.green
@MainActor func use_3cffec6dc6(_ subject: Color.Resolved) {
    var subject = subject
    let _: Float = subject.green
    subject.green = sample() as Float
}

// u6d5c0c25fb Color.Resolved.blue
@MainActor func use_6d5c0c25fb(_ subject: Color.Resolved) {
    var subject = subject
    let _: Float = subject.blue
    subject.blue = sample() as Float
}

// u2bfbac8151 Color.Resolved.encode(to: any Encoder)
@MainActor func use_2bfbac8151(_ subject: Color.Resolved) throws {
    try subject.encode(to: sample() as any Encoder)
}

// ud8bdfec5da Color.Resolved.cgColor
@MainActor func use_d8bdfec5da(_ subject: Color.Resolved) {
    let _: CGColor = subject.cgColor
}

// ud02f976945 Color.gradient
@MainActor func use_d02f976945(_ subject: Color) {
    let _: AnyGradient = subject.gradient
}
