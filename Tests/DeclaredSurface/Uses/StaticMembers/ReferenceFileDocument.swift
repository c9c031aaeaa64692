// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub9a19a5ae7 static ReferenceFileDocument.readableContentTypes
@MainActor func use_b9a19a5ae7<Self_: ReferenceFileDocument>(_ generics: (Self_).Type) {
    let _: [UTType] = Self_.readableContentTypes
}

// ub2b09bd04d static ReferenceFileDocument.writableContentTypes
@MainActor func use_b2b09bd04d<Self_: ReferenceFileDocument>(_ generics: (Self_).Type) {
    let _: [UTType] = Self_.writableContentTypes
}
