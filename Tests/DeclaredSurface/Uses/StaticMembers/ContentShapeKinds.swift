// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5af46cb615 static ContentShapeKinds.interaction
@MainActor func use_5af46cb615() {
    let _: ContentShapeKinds = ContentShapeKinds.interaction
}

// ucd2d55b1d8 static ContentShapeKinds.dragPreview
@MainActor func use_cd2d55b1d8() {
    let _: ContentShapeKinds = ContentShapeKinds.dragPreview
}

// uac019f7270 static ContentShapeKinds.contextMenuPreview
@MainActor func use_ac019f7270() {
    let _: ContentShapeKinds = ContentShapeKinds.contextMenuPreview
}

// u93b1c3ecb3 static ContentShapeKinds.hoverEffect
@MainActor func use_93b1c3ecb3() {
    let _: ContentShapeKinds = ContentShapeKinds.hoverEffect
}

// u1494e1217c static ContentShapeKinds.accessibility
@MainActor func use_1494e1217c() {
    let _: ContentShapeKinds = ContentShapeKinds.accessibility
}
