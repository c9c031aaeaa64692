// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucfd257cc26 ModifiedContent.accessibilityAction(_: AccessibilityActionKind, _: () -> Void) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_cfd257cc26<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityAction(
        sample() as AccessibilityActionKind,
        sample() as () -> Void
    )
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityAction(
        sample() as AccessibilityActionKind,
        sample() as () -> Void
    )
}

// u4dcbcfb7eb ModifiedContent.accessibilityAction(named: Text, _: () -> Void) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_4dcbcfb7eb<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityAction(
        named: sample() as Text,
        sample() as () -> Void
    )
}

// u033f101bf7 ModifiedContent.accessibilityAction(named: LocalizedStringKey, _: () -> Void) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_033f101bf7<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityAction(
        named: sample() as LocalizedStringKey,
        sample() as () -> Void
    )
}

// uf74f4b0ed6 ModifiedContent.accessibilityAction<S>(named: S, _: () -> Void) where S : StringProtocol, Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_f74f4b0ed6<Content, S: StringProtocol>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content, S).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityAction(
        named: sample() as S,
        sample() as () -> Void
    )
}

// u91f299c352 ModifiedContent.content
@MainActor func use_91f299c352<Content, Modifier>(
    _ subject: ModifiedContent<Content, Modifier>,
    _ generics: (Content, Modifier).Type
) {
    var subject = subject
    let _: Content = subject.content
    subject.content = sample() as Content
}

// ud563dd193c ModifiedContent.modifier
@MainActor func use_d563dd193c<Content, Modifier>(
    _ subject: ModifiedContent<Content, Modifier>,
    _ generics: (Content, Modifier).Type
) {
    var subject = subject
    let _: Modifier = subject.modifier
    subject.modifier = sample() as Modifier
}

// u958b0ea09c ModifiedContent.data where Content : DynamicViewContent, Modifier : ViewModifier
@MainActor func use_958b0ea09c<Content: DynamicViewContent, Modifier: ViewModifier>(
    _ subject: ModifiedContent<Content, Modifier>,
    _ generics: (Content, Modifier).Type
) {
    let _: Content.Data = subject.data
}

// uc719166a83 ModifiedContent.accessibilityCustomContent(_: AccessibilityCustomContentKey, _: Text?, importance:
//   AXCustomContent.Importance) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_c719166a83<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityCustomContent(
        sample() as AccessibilityCustomContentKey,
        sample() as Text?,
        importance: sample() as AXCustomContent.Importance
    )
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityCustomContent(
        sample() as AccessibilityCustomContentKey,
        sample() as Text?
    )
}

// u9c511eaf98 ModifiedContent.accessibilityCustomContent(_: AccessibilityCustomContentKey, _: LocalizedStringKey,
//   importance: AXCustomContent.Importance) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_9c511eaf98<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityCustomContent(
        sample() as AccessibilityCustomContentKey,
        sample() as LocalizedStringKey,
        importance: sample() as AXCustomContent.Importance
    )
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityCustomContent(
        sample() as AccessibilityCustomContentKey,
        sample() as LocalizedStringKey
    )
}

// u4fc85050c9 ModifiedContent.accessibilityCustomContent<V>(_: AccessibilityCustomContentKey, _: V, importance:
//   AXCustomContent.Importance) where V : StringProtocol, Modifier == AccessibilityAttachmentModifier
@MainActor func use_4fc85050c9<Content, V: StringProtocol>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content, V).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityCustomContent(
        sample() as AccessibilityCustomContentKey,
        sample() as V,
        importance: sample() as AXCustomContent.Importance
    )
}

// uca59fc41fe ModifiedContent.accessibilityCustomContent(_: Text, _: Text, importance: AXCustomContent.Importance)
//   where Modifier == AccessibilityAttachmentModifier
@MainActor func use_ca59fc41fe<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityCustomContent(
        sample() as Text,
        sample() as Text,
        importance: sample() as AXCustomContent.Importance
    )
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibilityCustomContent(sample() as Text, sample() as Text)
}

// u06a0866ec3 ModifiedContent.accessibilityCustomContent(_: LocalizedStringKey, _: Text, importance:
//   AXCustomContent.Importance) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_06a0866ec3<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityCustomContent(
        sample() as LocalizedStringKey,
        sample() as Text,
        importance: sample() as AXCustomContent.Importance
    )
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityCustomContent(
        sample() as LocalizedStringKey,
        sample() as Text
    )
}

// u002bacf24d ModifiedContent.accessibilityCustomContent(_: LocalizedStringKey, _: LocalizedStringKey, importance:
//   AXCustomContent.Importance) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_002bacf24d<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityCustomContent(
        sample() as LocalizedStringKey,
        sample() as LocalizedStringKey,
        importance: sample() as AXCustomContent.Importance
    )
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityCustomContent(
        sample() as LocalizedStringKey,
        sample() as LocalizedStringKey
    )
}

// u52d75dd3c2 ModifiedContent.accessibilityCustomContent<V>(_: LocalizedStringKey, _: V, importance:
//   AXCustomContent.Importance) where V : StringProtocol, Modifier == AccessibilityAttachmentModifier
@MainActor func use_52d75dd3c2<Content, V: StringProtocol>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content, V).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityCustomContent(
        sample() as LocalizedStringKey,
        sample() as V,
        importance: sample() as AXCustomContent.Importance
    )
}

// ue2c09d21bf ModifiedContent.accessibilityIdentifier(_: String) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_e2c09d21bf<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibilityIdentifier(sample() as String)
}

// u8fd416a6d5 ModifiedContent.accessibilityZoomAction(_: (AccessibilityZoomGestureAction) -> Void) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_8fd416a6d5<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityZoomAction(
        sample() as (AccessibilityZoomGestureAction) -> Void
    )
}

// uc6bdf668bc ModifiedContent.accessibilityLabel(_: Text) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_c6bdf668bc<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityLabel(sample() as Text)
}

// u100b5be680 ModifiedContent.accessibilityLabel(_: LocalizedStringKey) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_100b5be680<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibilityLabel(sample() as LocalizedStringKey)
}

// ufd7ea1a9a2 ModifiedContent.accessibilityLabel<S>(_: S) where S : StringProtocol, Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_fd7ea1a9a2<Content, S: StringProtocol>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content, S).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityLabel(sample() as S)
}

// ub1f63cf907 ModifiedContent.accessibilityHidden(_: Bool) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_b1f63cf907<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityHidden(sample() as Bool)
}

// u9a27cd2d0a ModifiedContent.accessibilityDirectTouch(_: Bool, options: AccessibilityDirectTouchOptions) where
//   Modifier == AccessibilityAttachmentModifier
@MainActor func use_9a27cd2d0a<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityDirectTouch(
        sample() as Bool,
        options: sample() as AccessibilityDirectTouchOptions
    )
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityDirectTouch()
}

// u0aa84078c3 ModifiedContent.accessibilityRespondsToUserInteraction(_: Bool) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_0aa84078c3<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibilityRespondsToUserInteraction(sample() as Bool)
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityRespondsToUserInteraction()
}

// u5207af5aab ModifiedContent.accessibilityActivationPoint(_: CGPoint) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_5207af5aab<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibilityActivationPoint(sample() as CGPoint)
}

// u1d0f88cc71 ModifiedContent.accessibilityActivationPoint(_: UnitPoint) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_1d0f88cc71<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibilityActivationPoint(sample() as UnitPoint)
}

// u2477834562 ModifiedContent.accessibilityHint(_: Text) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_2477834562<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityHint(sample() as Text)
}

// u4580efb000 ModifiedContent.accessibilityInputLabels(_: [Text]) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_4580efb000<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibilityInputLabels(sample() as [Text])
}

// u4b14c0a962 ModifiedContent.accessibilityHint(_: LocalizedStringKey) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_4b14c0a962<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibilityHint(sample() as LocalizedStringKey)
}

// uc5832ffe4e ModifiedContent.accessibilityHint<S>(_: S) where S : StringProtocol, Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_c5832ffe4e<Content, S: StringProtocol>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content, S).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityHint(sample() as S)
}

// uf954dd51aa ModifiedContent.accessibilityInputLabels(_: [LocalizedStringKey]) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_f954dd51aa<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibilityInputLabels(sample() as [LocalizedStringKey])
}

// ua640de0e5c ModifiedContent.accessibilityInputLabels<S>(_: [S]) where S : StringProtocol, Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_a640de0e5c<Content, S: StringProtocol>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content, S).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityInputLabels(sample() as [S])
}

// uf7c23f7beb ModifiedContent.accessibility(hidden: Bool) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_f7c23f7beb<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibility(hidden: sample() as Bool)
}

// u1ab6ec7326 ModifiedContent.accessibility(label: Text) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_1ab6ec7326<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibility(label: sample() as Text)
}

// u97ea6c0b1d ModifiedContent.accessibility(hint: Text) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_97ea6c0b1d<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibility(hint: sample() as Text)
}

// u29b6653a1b ModifiedContent.accessibility(inputLabels: [Text]) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_29b6653a1b<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibility(inputLabels: sample() as [Text])
}

// ue5093d3348 ModifiedContent.accessibility(identifier: String) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_e5093d3348<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibility(identifier: sample() as String)
}

// u1906844d63 ModifiedContent.accessibility(selectionIdentifier: AnyHashable) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_1906844d63<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibility(
        selectionIdentifier: sample() as AnyHashable
    )
}

// u76ba3f5cbc ModifiedContent.accessibility(sortPriority: Double) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_76ba3f5cbc<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibility(sortPriority: sample() as Double)
}

// u55fbcb802d ModifiedContent.accessibility(activationPoint: CGPoint) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_55fbcb802d<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibility(activationPoint: sample() as CGPoint)
}

// u1e22d721c0 ModifiedContent.accessibility(activationPoint: UnitPoint) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_1e22d721c0<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibility(activationPoint: sample() as UnitPoint)
}

// u9cd66f2f92 ModifiedContent.accessibilitySortPriority(_: Double) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_9cd66f2f92<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibilitySortPriority(sample() as Double)
}

// uf6d0d84d8e ModifiedContent.accessibilityAddTraits(_: AccessibilityTraits) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_f6d0d84d8e<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibilityAddTraits(sample() as AccessibilityTraits)
}

// u5b121ca72f ModifiedContent.accessibilityRemoveTraits(_: AccessibilityTraits) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_5b121ca72f<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibilityRemoveTraits(sample() as AccessibilityTraits)
}

// u61acaeb25d ModifiedContent.accessibility(addTraits: AccessibilityTraits) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_61acaeb25d<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibility(
        addTraits: sample() as AccessibilityTraits
    )
}

// u67a0695a4e ModifiedContent.accessibility(removeTraits: AccessibilityTraits) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_67a0695a4e<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibility(
        removeTraits: sample() as AccessibilityTraits
    )
}

// uccae5e5b4a ModifiedContent.accessibilityScrollAction(_: (Edge) -> Void) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_ccae5e5b4a<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibilityScrollAction(sample() as (Edge) -> Void)
}

// u2afd508ca2 ModifiedContent.data where Content : DynamicTableRowContent, Modifier : _TableRowContentModifier
@MainActor func use_2afd508ca2<Content: DynamicTableRowContent, Modifier: _TableRowContentModifier>(
    _ subject: ModifiedContent<Content, Modifier>,
    _ generics: (Content, Modifier).Type
) {
    let _: Content.Data = subject.data
}

// u169a0f6a95 ModifiedContent.accessibilityAdjustableAction(_: (AccessibilityAdjustmentDirection) -> Void) where
//   Modifier == AccessibilityAttachmentModifier
@MainActor func use_169a0f6a95<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityAdjustableAction(
        sample() as (AccessibilityAdjustmentDirection) -> Void
    )
}

// ucf910eac57 ModifiedContent.accessibilityTextContentType(_: AccessibilityTextContentType) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_cf910eac57<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibilityTextContentType(sample() as AccessibilityTextContentType)
}

// u37093118a8 ModifiedContent.accessibilityHeading(_: AccessibilityHeadingLevel) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_37093118a8<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibilityHeading(sample() as AccessibilityHeadingLevel)
}

// u5d81b9a60c ModifiedContent.accessibilityValue(_: Text) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_5d81b9a60c<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityValue(sample() as Text)
}

// u7bee845e70 ModifiedContent.accessibilityValue(_: LocalizedStringKey) where Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_7bee845e70<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<
        Content,
        AccessibilityAttachmentModifier
    > = subject.accessibilityValue(sample() as LocalizedStringKey)
}

// ud4c301aa1a ModifiedContent.accessibilityValue<S>(_: S) where S : StringProtocol, Modifier ==
//   AccessibilityAttachmentModifier
@MainActor func use_d4c301aa1a<Content, S: StringProtocol>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content, S).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibilityValue(sample() as S)
}

// u484fd2c83d ModifiedContent.accessibility(value: Text) where Modifier == AccessibilityAttachmentModifier
@MainActor func use_484fd2c83d<Content>(
    _ subject: ModifiedContent<Content, AccessibilityAttachmentModifier>,
    _ generics: (Content).Type
) {
    let _: ModifiedContent<Content, AccessibilityAttachmentModifier> = subject.accessibility(value: sample() as Text)
}
