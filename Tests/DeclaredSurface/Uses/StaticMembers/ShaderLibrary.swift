// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3bcc446f49 static ShaderLibrary.`default`
@MainActor func use_3bcc446f49() {
    let _: ShaderLibrary = ShaderLibrary.`default`
}

// udcb6743eeb static ShaderLibrary.bundle(_: Bundle)
@MainActor func use_dcb6743eeb() {
    let _: ShaderLibrary = ShaderLibrary.bundle(sample() as Bundle)
}

// u080677a072 static ShaderLibrary.subscript(dynamicMember: String)
@MainActor func use_080677a072() {
    let _: ShaderFunction = ShaderLibrary.subscript(dynamicMember: sample() as String)
}
