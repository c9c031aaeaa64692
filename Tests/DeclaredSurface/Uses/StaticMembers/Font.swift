// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u916887ef32 static Font.largeTitle
@MainActor func use_916887ef32() {
    let _: Font = Font.largeTitle
}

// ud202c9ce9d static Font.title
@MainActor func use_d202c9ce9d() {
    let _: Font = Font.title
}

// ufbd3fcbd52 static Font.title2
@MainActor func use_fbd3fcbd52() {
    let _: Font = Font.title2
}

// u82767c775e static Font.title3
@MainActor func use_82767c775e() {
    let _: Font = Font.title3
}

// u29111615a3 static Font.headline
@MainActor func use_29111615a3() {
    let _: Font = Font.headline
}

// u9e26fecd5b static Font.subheadline
@MainActor func use_9e26fecd5b() {
    let _: Font = Font.subheadline
}

// u409afbfec8 static Font.body
@MainActor func use_409afbfec8() {
    let _: Font = Font.body
}

// u39b49ef62b static Font.callout
@MainActor func use_39b49ef62b() {
    let _: Font = Font.callout
}

// ub439c60a31 static Font.footnote
@MainActor func use_b439c60a31() {
    let _: Font = Font.footnote
}

// u8e501ef5e2 static Font.caption
@MainActor func use_8e501ef5e2() {
    let _: Font = Font.caption
}

// u83198dd424 static Font.caption2
@MainActor func use_83198dd424() {
    let _: Font = Font.caption2
}

// u3e136f01a4 static Font.system(_: Font.TextStyle, design: Font.Design?, weight: Font.Weight?)
@MainActor func use_3e136f01a4() {
    let _: Font = Font.system(
        sample() as Font.TextStyle,
        design: sample() as Font.Design?,
        weight: sample() as Font.Weight?
    )
    let _: Font = Font.system(sample() as Font.TextStyle)
}

// u6ea68b376c static Font.system(_: Font.TextStyle, design: Font.Design)
@MainActor func use_6ea68b376c() {
    let _: Font = Font.system(sample() as Font.TextStyle, design: sample() as Font.Design)
}

// ub4efd21be6 Font.TextStyle.largeTitle
@MainActor func use_b4efd21be6() {
    let _: Font.TextStyle = .largeTitle
}

// u51708a1772 Font.TextStyle.title
@MainActor func use_51708a1772() {
    let _: Font.TextStyle = .title
}

// u95e8b7f8f3 Font.TextStyle.title2
@MainActor func use_95e8b7f8f3() {
    let _: Font.TextStyle = .title2
}

// u19ea99f79b Font.TextStyle.title3
@MainActor func use_19ea99f79b() {
    let _: Font.TextStyle = .title3
}

// u78a2f1535e Font.TextStyle.headline
@MainActor func use_78a2f1535e() {
    let _: Font.TextStyle = .headline
}

// ue447936146 Font.TextStyle.subheadline
@MainActor func use_e447936146() {
    let _: Font.TextStyle = .subheadline
}

// ud8cd49ae42 Font.TextStyle.body
@MainActor func use_d8cd49ae42() {
    let _: Font.TextStyle = .body
}

// u56021250bb Font.TextStyle.callout
@MainActor func use_56021250bb() {
    let _: Font.TextStyle = .callout
}

// ub8da1bbad3 Font.TextStyle.footnote
@MainActor func use_b8da1bbad3() {
    let _: Font.TextStyle = .footnote
}

// u4da73d675c Font.TextStyle.caption
@MainActor func use_4da73d675c() {
    let _: Font.TextStyle = .caption
}

// u939410a8c3 Font.TextStyle.caption2
@MainActor func use_939410a8c3() {
    let _: Font.TextStyle = .caption2
}

// uff86c6f977 static Font.TextStyle.allCases
@MainActor func use_ff86c6f977() {
    let _: [Font.TextStyle] = Font.TextStyle.allCases
}

// u741ca3436f static Font.Weight.ultraLight
@MainActor func use_741ca3436f() {
    let _: Font.Weight = Font.Weight.ultraLight
}

// u752afdc3e2 static Font.Weight.thin
@MainActor func use_752afdc3e2() {
    let _: Font.Weight = Font.Weight.thin
}

// u9194babe4a static Font.Weight.light
@MainActor func use_9194babe4a() {
    let _: Font.Weight = Font.Weight.light
}

// u9605e0c341 static Font.Weight.regular
@MainActor func use_9605e0c341() {
    let _: Font.Weight = Font.Weight.regular
}

// u2c07a74d6e static Font.Weight.medium
@MainActor func use_2c07a74d6e() {
    let _: Font.Weight = Font.Weight.medium
}

// u9ad6921fc7 static Font.Weight.semibold
@MainActor func use_9ad6921fc7() {
    let _: Font.Weight = Font.Weight.semibold
}

// u340b9538f3 static Font.Weight.bold
@MainActor func use_340b9538f3() {
    let _: Font.Weight = Font.Weight.bold
}

// u1afcc2ac61 static Font.Weight.heavy
@MainActor func use_1afcc2ac61() {
    let _: Font.Weight = Font.Weight.heavy
}

// u0e9e10c611 static Font.Weight.black
@MainActor func use_0e9e10c611() {
    let _: Font.Weight = Font.Weight.black
}

// u16773b486c static Font.Width.compressed
@MainActor func use_16773b486c() {
    let _: Font.Width = Font.Width.compressed
}

// ua105c28a6e static Font.Width.condensed
@MainActor func use_a105c28a6e() {
    let _: Font.Width = Font.Width.condensed
}

// uc9e934fab3 static Font.Width.standard
@MainActor func use_c9e934fab3() {
    let _: Font.Width = Font.Width.standard
}

// u9a899f4c86 static Font.Width.expanded
@MainActor func use_9a899f4c86() {
    let _: Font.Width = Font.Width.expanded
}

// uc61b0c7ba8 Font.Leading.standard
@MainActor func use_c61b0c7ba8() {
    let _: Font.Leading = .standard
}

// u6fbdaa2688 Font.Leading.tight
@MainActor func use_6fbdaa2688() {
    let _: Font.Leading = .tight
}

// u7b0c612563 Font.Leading.loose
@MainActor func use_7b0c612563() {
    let _: Font.Leading = .loose
}

// u21dbf06f5c static Font.system(size: CGFloat, weight: Font.Weight?, design: Font.Design?)
@MainActor func use_21dbf06f5c() {
    let _: Font = Font.system(
        size: sample() as CGFloat,
        weight: sample() as Font.Weight?,
        design: sample() as Font.Design?
    )
    let _: Font = Font.system(size: sample() as CGFloat)
}

// u8d34380201 static Font.system(size: CGFloat, weight: Font.Weight, design: Font.Design)
@MainActor func use_8d34380201() {
    let _: Font = Font.system(
        size: sample() as CGFloat,
        weight: sample() as Font.Weight,
        design: sample() as Font.Design
    )
}

// u8b321f3a3a Font.Design.`default`
@MainActor func use_8b321f3a3a() {
    let _: Font.Design = .`default`
}

// ub0b2da61ae Font.Design.serif
@MainActor func use_b0b2da61ae() {
    let _: Font.Design = .serif
}

// u590c02492c Font.Design.rounded
@MainActor func use_590c02492c() {
    let _: Font.Design = .rounded
}

// u067b505c60 Font.Design.monospaced
@MainActor func use_067b505c60() {
    let _: Font.Design = .monospaced
}

// uc00ef20e36 static Font.custom(_: String, size: CGFloat)
@MainActor func use_c00ef20e36() {
    let _: Font = Font.custom(sample() as String, size: sample() as CGFloat)
}

// u61e82842de static Font.custom(_: String, size: CGFloat, relativeTo: Font.TextStyle)
@MainActor func use_61e82842de() {
    let _: Font = Font.custom(sample() as String, size: sample() as CGFloat, relativeTo: sample() as Font.TextStyle)
}

// uc6753ea384 static Font.custom(_: String, fixedSize: CGFloat)
@MainActor func use_c6753ea384() {
    let _: Font = Font.custom(sample() as String, fixedSize: sample() as CGFloat)
}
