// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u19397c72d0 Shader.function
@MainActor func use_19397c72d0(_ subject: Shader) {
    var subject = subject
    let _: ShaderFunction = subject.function
    subject.function = sample() as ShaderFunction
}

// u8c3ffae671 Shader.arguments
@MainActor func use_8c3ffae671(_ subject: Shader) {
    var subject = subject
    let _: [Shader.Argument] = subject.arguments
    subject.arguments = sample() as [Shader.Argument]
}

// ud7ea7f6c05 Shader.dithersColor
@MainActor func use_d7ea7f6c05(_ subject: Shader) {
    var subject = subject
    let _: Bool = subject.dithersColor
    subject.dithersColor = sample() as Bool
}
