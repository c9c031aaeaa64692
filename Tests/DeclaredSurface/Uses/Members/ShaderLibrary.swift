// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3ea456eede ShaderLibrary.subscript(dynamicMember: String)
@MainActor func use_3ea456eede(_ subject: ShaderLibrary) {
    let _: ShaderFunction = subject[dynamicMember: sample() as String]
}
