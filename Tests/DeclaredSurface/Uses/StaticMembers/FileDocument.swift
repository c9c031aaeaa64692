// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf609ef248a static FileDocument.readableContentTypes
@MainActor func use_f609ef248a<Self_: FileDocument>(_ generics: (Self_).Type) {
    let _: [UTType] = Self_.readableContentTypes
}

// u92d9fee91d static FileDocument.writableContentTypes
@MainActor func use_92d9fee91d<Self_: FileDocument>(_ generics: (Self_).Type) {
    let _: [UTType] = Self_.writableContentTypes
}
