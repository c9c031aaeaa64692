// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufd732e9d48 ShaderFunction.library
@MainActor func use_fd732e9d48(_ subject: ShaderFunction) {
    var subject = subject
    let _: ShaderLibrary = subject.library
    subject.library = sample() as ShaderLibrary
}

// uca77916b3d ShaderFunction.name
@MainActor func use_ca77916b3d(_ subject: ShaderFunction) {
    var subject = subject
    let _: String = subject.name
    subject.name = sample() as String
}

// ud159f0a268 ShaderFunction.dynamicallyCall(withArguments: [Shader.Argument])
@MainActor func use_d159f0a268(_ subject: ShaderFunction) {
    let _: Shader = subject.dynamicallyCall(withArguments: sample() as [Shader.Argument])
}
