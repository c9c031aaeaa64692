// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u05143b454a SharePreview.init(_: LocalizedStringKey, image: Image, icon: Icon)
@MainActor func use_05143b454a<Image: Transferable, Icon: Transferable>(_ generics: (Image, Icon).Type) {
    let _: SharePreview<Image, Icon> = SharePreview(
        sample() as LocalizedStringKey,
        image: sample() as Image,
        icon: sample() as Icon
    )
}

// u02de3daa0b SharePreview.init<S>(_: S, image: Image, icon: Icon) where S : StringProtocol
@MainActor func use_02de3daa0b<Image: Transferable, Icon: Transferable, S: StringProtocol>(
    _ generics: (Image, Icon, S).Type
) {
    let _: SharePreview<Image, Icon> = SharePreview(sample() as S, image: sample() as Image, icon: sample() as Icon)
}

// u8d60814ace SharePreview.init(_: Text, image: Image, icon: Icon)
@MainActor func use_8d60814ace<Image: Transferable, Icon: Transferable>(_ generics: (Image, Icon).Type) {
    let _: SharePreview<Image, Icon> = SharePreview(sample() as Text, image: sample() as Image, icon: sample() as Icon)
}

// u21280b3a25 SharePreview.init(_: LocalizedStringKey, icon: Icon) where Image == Never
@MainActor func use_21280b3a25<Icon: Transferable>(_ generics: (Icon).Type) {
    let _: SharePreview<Never, Icon> = SharePreview(sample() as LocalizedStringKey, icon: sample() as Icon)
}

// ue19646df76 SharePreview.init<S>(_: S, icon: Icon) where S : StringProtocol, Image == Never
@MainActor func use_e19646df76<Icon: Transferable, S: StringProtocol>(_ generics: (Icon, S).Type) {
    let _: SharePreview<Never, Icon> = SharePreview(sample() as S, icon: sample() as Icon)
}

// uf27cde7f95 SharePreview.init(_: Text, icon: Icon) where Image == Never
@MainActor func use_f27cde7f95<Icon: Transferable>(_ generics: (Icon).Type) {
    let _: SharePreview<Never, Icon> = SharePreview(sample() as Text, icon: sample() as Icon)
}

// ub121a42e0e SharePreview.init(_: LocalizedStringKey, image: Image) where Icon == Never
@MainActor func use_b121a42e0e<Image: Transferable>(_ generics: (Image).Type) {
    let _: SharePreview<Image, Never> = SharePreview(sample() as LocalizedStringKey, image: sample() as Image)
}

// u3c3f495c4d SharePreview.init<S>(_: S, image: Image) where S : StringProtocol, Icon == Never
@MainActor func use_3c3f495c4d<Image: Transferable, S: StringProtocol>(_ generics: (Image, S).Type) {
    let _: SharePreview<Image, Never> = SharePreview(sample() as S, image: sample() as Image)
}

// uf68a6270f1 SharePreview.init(_: Text, image: Image) where Icon == Never
@MainActor func use_f68a6270f1<Image: Transferable>(_ generics: (Image).Type) {
    let _: SharePreview<Image, Never> = SharePreview(sample() as Text, image: sample() as Image)
}

// ua568e1c042 SharePreview.init(_: LocalizedStringKey) where Image == Never, Icon == Never
@MainActor func use_a568e1c042() {
    let _: SharePreview<Never, Never> = SharePreview(sample() as LocalizedStringKey)
}

// ub765aeeb46 SharePreview.init<S>(_: S) where S : StringProtocol, Image == Never, Icon == Never
@MainActor func use_b765aeeb46<S: StringProtocol>(_ generics: (S).Type) {
    let _: SharePreview<Never, Never> = SharePreview(sample() as S)
}

// ub27a1512ca SharePreview.init(_: Text) where Image == Never, Icon == Never
@MainActor func use_b27a1512ca() {
    let _: SharePreview<Never, Never> = SharePreview(sample() as Text)
}
