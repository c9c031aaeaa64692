// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0f1dd0d0c4 static Image.transferRepresentation
@MainActor func use_0f1dd0d0c4() {
    _ = Image.transferRepresentation as any TransferRepresentation
}

// u65b357e86a static Image.DynamicRange.standard
@MainActor func use_65b357e86a() {
    let _: Image.DynamicRange = Image.DynamicRange.standard
}

// ube8027c44d static Image.DynamicRange.constrainedHigh
@MainActor func use_be8027c44d() {
    let _: Image.DynamicRange = Image.DynamicRange.constrainedHigh
}

// u761d6b1981 static Image.DynamicRange.high
@MainActor func use_761d6b1981() {
    let _: Image.DynamicRange = Image.DynamicRange.high
}

// u2aacbffe35 Image.Orientation.up
@MainActor func use_2aacbffe35() {
    let _: Image.Orientation = .up
}

// u1cf523008f Image.Orientation.upMirrored
@MainActor func use_1cf523008f() {
    let _: Image.Orientation = .upMirrored
}

// u1a9d082c22 Image.Orientation.down
@MainActor func use_1a9d082c22() {
    let _: Image.Orientation = .down
}

// uffa44afae9 Image.Orientation.downMirrored
@MainActor func use_ffa44afae9() {
    let _: Image.Orientation = .downMirrored
}

// ud137edc3d6 Image.Orientation.left
@MainActor func use_d137edc3d6() {
    let _: Image.Orientation = .left
}

// u5e12b3c353 Image.Orientation.leftMirrored
@MainActor func use_5e12b3c353() {
    let _: Image.Orientation = .leftMirrored
}

// u883d0a2a5c Image.Orientation.right
@MainActor func use_883d0a2a5c() {
    let _: Image.Orientation = .right
}

// uf7bd6f5aa6 Image.Orientation.rightMirrored
@MainActor func use_f7bd6f5aa6() {
    let _: Image.Orientation = .rightMirrored
}

// u76a4bf3d23 static Image.Orientation.allCases
@MainActor func use_76a4bf3d23() {
    let _: [Image.Orientation] = Image.Orientation.allCases
}

// u7115f83fc7 Image.TemplateRenderingMode.template
@MainActor func use_7115f83fc7() {
    let _: Image.TemplateRenderingMode = .template
}

// ud79645d463 Image.TemplateRenderingMode.original
@MainActor func use_d79645d463() {
    let _: Image.TemplateRenderingMode = .original
}

// ud45c4bb17a Image.Scale.small
@MainActor func use_d45c4bb17a() {
    let _: Image.Scale = .small
}

// ubd65419088 Image.Scale.medium
@MainActor func use_bd65419088() {
    let _: Image.Scale = .medium
}

// u3108ea55cb Image.Scale.large
@MainActor func use_3108ea55cb() {
    let _: Image.Scale = .large
}

// u8bc4465868 Image.Interpolation.none
@MainActor func use_8bc4465868() {
    let _: Image.Interpolation = .none
}

// uc4b36b2490 Image.Interpolation.low
@MainActor func use_c4b36b2490() {
    let _: Image.Interpolation = .low
}

// u66a4395590 Image.Interpolation.medium
@MainActor func use_66a4395590() {
    let _: Image.Interpolation = .medium
}

// u5d57acaed1 Image.Interpolation.high
@MainActor func use_5d57acaed1() {
    let _: Image.Interpolation = .high
}

// u8c18dbdfd3 Image.ResizingMode.tile
@MainActor func use_8c18dbdfd3() {
    let _: Image.ResizingMode = .tile
}

// u256f1c27a0 Image.ResizingMode.stretch
@MainActor func use_256f1c27a0() {
    let _: Image.ResizingMode = .stretch
}
