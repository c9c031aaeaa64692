// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufc7ae07fc0 EnvironmentValues.autocorrectionDisabled
@MainActor func use_fc7ae07fc0(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Bool = subject.autocorrectionDisabled
    subject.autocorrectionDisabled = sample() as Bool
}

// u4411bc8500 EnvironmentValues.disableAutocorrection
@MainActor func use_4411bc8500(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Bool? = subject.disableAutocorrection
    subject.disableAutocorrection = sample() as Bool?
}

// uc1f51d48d7 EnvironmentValues.backgroundProminence
@MainActor func use_c1f51d48d7(_ subject: EnvironmentValues) {
    var subject = subject
    let _: BackgroundProminence = subject.backgroundProminence
    subject.backgroundProminence = sample() as BackgroundProminence
}

// ue10e6b659f EnvironmentValues.symbolVariants
@MainActor func use_e10e6b659f(_ subject: EnvironmentValues) {
    var subject = subject
    let _: SymbolVariants = subject.symbolVariants
    subject.symbolVariants = sample() as SymbolVariants
}

// u06e8265f24 EnvironmentValues.sizeCategory
@MainActor func use_06e8265f24(_ subject: EnvironmentValues) {
    var subject = subject
    let _: ContentSizeCategory = subject.sizeCategory
    subject.sizeCategory = sample() as ContentSizeCategory
}

// uc692d5592a EnvironmentValues.undoManager
@MainActor func use_c692d5592a(_ subject: EnvironmentValues) {
    let _: UndoManager? = subject.undoManager
}

// u76b3ac416c EnvironmentValues.layoutDirection
@MainActor func use_76b3ac416c(_ subject: EnvironmentValues) {
    var subject = subject
    let _: LayoutDirection = subject.layoutDirection
    subject.layoutDirection = sample() as LayoutDirection
}

// u2b432c8448 EnvironmentValues.redactionReasons
@MainActor func use_2b432c8448(_ subject: EnvironmentValues) {
    var subject = subject
    let _: RedactionReasons = subject.redactionReasons
    subject.redactionReasons = sample() as RedactionReasons
}

// ued763226a8 EnvironmentValues.scenePhase
@MainActor func use_ed763226a8(_ subject: EnvironmentValues) {
    var subject = subject
    let _: ScenePhase = subject.scenePhase
    subject.scenePhase = sample() as ScenePhase
}

// u932fa70616 EnvironmentValues.springLoadingBehavior
@MainActor func use_932fa70616(_ subject: EnvironmentValues) {
    var subject = subject
    let _: SpringLoadingBehavior = subject.springLoadingBehavior
    subject.springLoadingBehavior = sample() as SpringLoadingBehavior
}

// uaa2fbc31c2 EnvironmentValues.defaultMinListRowHeight
@MainActor func use_aa2fbc31c2(_ subject: EnvironmentValues) {
    var subject = subject
    let _: CGFloat = subject.defaultMinListRowHeight
    subject.defaultMinListRowHeight = sample() as CGFloat
}

// u0ec0913785 EnvironmentValues.defaultMinListHeaderHeight
@MainActor func use_0ec0913785(_ subject: EnvironmentValues) {
    var subject = subject
    let _: CGFloat? = subject.defaultMinListHeaderHeight
    subject.defaultMinListHeaderHeight = sample() as CGFloat?
}

// u715829bafa EnvironmentValues.lineLimit
@MainActor func use_715829bafa(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Int? = subject.lineLimit
    subject.lineLimit = sample() as Int?
}

// u623d8b318e EnvironmentValues.headerProminence
@MainActor func use_623d8b318e(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Prominence = subject.headerProminence
    subject.headerProminence = sample() as Prominence
}

// u9298fe6341 EnvironmentValues.menuIndicatorVisibility
@MainActor func use_9298fe6341(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Visibility = subject.menuIndicatorVisibility
    subject.menuIndicatorVisibility = sample() as Visibility
}

// u657a3222fb EnvironmentValues.allowedDynamicRange
@MainActor func use_657a3222fb(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Image.DynamicRange? = subject.allowedDynamicRange
    subject.allowedDynamicRange = sample() as Image.DynamicRange?
}

// uec247a7d23 EnvironmentValues.accessibilityQuickActionsEnabled
@MainActor func use_ec247a7d23(_ subject: EnvironmentValues) {
    let _: Bool = subject.accessibilityQuickActionsEnabled
}

// u8476ecc0d1 EnvironmentValues.isEnabled
@MainActor func use_8476ecc0d1(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Bool = subject.isEnabled
    subject.isEnabled = sample() as Bool
}

// u891d5e7498 EnvironmentValues.isFocusEffectEnabled
@MainActor func use_891d5e7498(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Bool = subject.isFocusEffectEnabled
    subject.isFocusEffectEnabled = sample() as Bool
}

// u70e316d81c EnvironmentValues.isFocused
@MainActor func use_70e316d81c(_ subject: EnvironmentValues) {
    let _: Bool = subject.isFocused
}

// ub24d670688 EnvironmentValues.isLuminanceReduced
@MainActor func use_b24d670688(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Bool = subject.isLuminanceReduced
    subject.isLuminanceReduced = sample() as Bool
}

// u4e1363c363 EnvironmentValues.openWindow
@MainActor func use_4e1363c363(_ subject: EnvironmentValues) {
    let _: OpenWindowAction = subject.openWindow
}

// u4503277458 EnvironmentValues.rename
@MainActor func use_4503277458(_ subject: EnvironmentValues) {
    let _: RenameAction? = subject.rename
}

// u0b70af6e92 EnvironmentValues.supportsMultipleWindows
@MainActor func use_0b70af6e92(_ subject: EnvironmentValues) {
    let _: Bool = subject.supportsMultipleWindows
}

// uf6ad0ba101 EnvironmentValues.font
@MainActor func use_f6ad0ba101(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Font? = subject.font
    subject.font = sample() as Font?
}

// uc3c68227f1 EnvironmentValues.displayScale
@MainActor func use_c3c68227f1(_ subject: EnvironmentValues) {
    var subject = subject
    let _: CGFloat = subject.displayScale
    subject.displayScale = sample() as CGFloat
}

// u5121a9cace EnvironmentValues.imageScale
@MainActor func use_5121a9cace(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Image.Scale = subject.imageScale
    subject.imageScale = sample() as Image.Scale
}

// u1a5a928399 EnvironmentValues.pixelLength
@MainActor func use_1a5a928399(_ subject: EnvironmentValues) {
    let _: CGFloat = subject.pixelLength
}

// u21f9876109 EnvironmentValues.legibilityWeight
@MainActor func use_21f9876109(_ subject: EnvironmentValues) {
    var subject = subject
    let _: LegibilityWeight? = subject.legibilityWeight
    subject.legibilityWeight = sample() as LegibilityWeight?
}

// uc27b15d49d EnvironmentValues.locale
@MainActor func use_c27b15d49d(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Locale = subject.locale
    subject.locale = sample() as Locale
}

// u9c041a084c EnvironmentValues.calendar
@MainActor func use_9c041a084c(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Calendar = subject.calendar
    subject.calendar = sample() as Calendar
}

// u11f3b4ae8e EnvironmentValues.timeZone
@MainActor func use_11f3b4ae8e(_ subject: EnvironmentValues) {
    var subject = subject
    let _: TimeZone = subject.timeZone
    subject.timeZone = sample() as TimeZone
}

// ubd00159e2e EnvironmentValues.horizontalSizeClass
@MainActor func use_bd00159e2e(_ subject: EnvironmentValues) {
    var subject = subject
    let _: UserInterfaceSizeClass? = subject.horizontalSizeClass
    subject.horizontalSizeClass = sample() as UserInterfaceSizeClass?
}

// u2bbb654d61 EnvironmentValues.verticalSizeClass
@MainActor func use_2bbb654d61(_ subject: EnvironmentValues) {
    var subject = subject
    let _: UserInterfaceSizeClass? = subject.verticalSizeClass
    subject.verticalSizeClass = sample() as UserInterfaceSizeClass?
}

// u4aaa093349 EnvironmentValues.verticalScrollIndicatorVisibility
@MainActor func use_4aaa093349(_ subject: EnvironmentValues) {
    var subject = subject
    let _: ScrollIndicatorVisibility = subject.verticalScrollIndicatorVisibility
    subject.verticalScrollIndicatorVisibility = sample() as ScrollIndicatorVisibility
}

// u98c08dcdc8 EnvironmentValues.horizontalScrollIndicatorVisibility
@MainActor func use_98c08dcdc8(_ subject: EnvironmentValues) {
    var subject = subject
    let _: ScrollIndicatorVisibility = subject.horizontalScrollIndicatorVisibility
    subject.horizontalScrollIndicatorVisibility = sample() as ScrollIndicatorVisibility
}

// uba45439c02 EnvironmentValues.isScrollEnabled
@MainActor func use_ba45439c02(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Bool = subject.isScrollEnabled
    subject.isScrollEnabled = sample() as Bool
}

// u6cb291fc5e EnvironmentValues.scrollDismissesKeyboardMode
@MainActor func use_6cb291fc5e(_ subject: EnvironmentValues) {
    var subject = subject
    let _: ScrollDismissesKeyboardMode = subject.scrollDismissesKeyboardMode
    subject.scrollDismissesKeyboardMode = sample() as ScrollDismissesKeyboardMode
}

// u5e612f32e4 EnvironmentValues.verticalScrollBounceBehavior
@MainActor func use_5e612f32e4(_ subject: EnvironmentValues) {
    var subject = subject
    let _: ScrollBounceBehavior = subject.verticalScrollBounceBehavior
    subject.verticalScrollBounceBehavior = sample() as ScrollBounceBehavior
}

// uc41e5fc487 EnvironmentValues.horizontalScrollBounceBehavior
@MainActor func use_c41e5fc487(_ subject: EnvironmentValues) {
    var subject = subject
    let _: ScrollBounceBehavior = subject.horizontalScrollBounceBehavior
    subject.horizontalScrollBounceBehavior = sample() as ScrollBounceBehavior
}

// u0ef18533c1 EnvironmentValues.subscript<T>(_: T.Type) where T : AnyObject, T : Observable
@MainActor func use_0ef18533c1<T: AnyObject & Observable>(_ subject: EnvironmentValues, _ generics: (T).Type) {
    var subject = subject
    let _: T? = subject[sample() as T.Type]
    subject[sample() as T.Type] = sample() as T?
}

// u3a607baa2f EnvironmentValues.isHoverEffectEnabled
@MainActor func use_3a607baa2f(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Bool = subject.isHoverEffectEnabled
    subject.isHoverEffectEnabled = sample() as Bool
}

// u6ead02adca EnvironmentValues.accessibilityEnabled
@MainActor func use_6ead02adca(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Bool = subject.accessibilityEnabled
    subject.accessibilityEnabled = sample() as Bool
}

// u0fc5671a97 EnvironmentValues.accessibilityDifferentiateWithoutColor
@MainActor func use_0fc5671a97(_ subject: EnvironmentValues) {
    let _: Bool = subject.accessibilityDifferentiateWithoutColor
}

// u03548c7bf9 EnvironmentValues.accessibilityReduceTransparency
@MainActor func use_03548c7bf9(_ subject: EnvironmentValues) {
    let _: Bool = subject.accessibilityReduceTransparency
}

// u56327fa976 EnvironmentValues.accessibilityReduceMotion
@MainActor func use_56327fa976(_ subject: EnvironmentValues) {
    let _: Bool = subject.accessibilityReduceMotion
}

// uc089ec3530 EnvironmentValues.accessibilityInvertColors
@MainActor func use_c089ec3530(_ subject: EnvironmentValues) {
    let _: Bool = subject.accessibilityInvertColors
}

// u0b4c72fc50 EnvironmentValues.accessibilityShowButtonShapes
@MainActor func use_0b4c72fc50(_ subject: EnvironmentValues) {
    let _: Bool = subject.accessibilityShowButtonShapes
}

// ucfffae38ad EnvironmentValues.accessibilityDimFlashingLights
@MainActor func use_cfffae38ad(_ subject: EnvironmentValues) {
    let _: Bool = subject.accessibilityDimFlashingLights
}

// uc963cbee0c EnvironmentValues.accessibilityPlayAnimatedImages
@MainActor func use_c963cbee0c(_ subject: EnvironmentValues) {
    let _: Bool = subject.accessibilityPlayAnimatedImages
}

// u0ae8e07ba6 EnvironmentValues.accessibilityVoiceOverEnabled
@MainActor func use_0ae8e07ba6(_ subject: EnvironmentValues) {
    let _: Bool = subject.accessibilityVoiceOverEnabled
}

// ub8dfe28ea0 EnvironmentValues.accessibilitySwitchControlEnabled
@MainActor func use_b8dfe28ea0(_ subject: EnvironmentValues) {
    let _: Bool = subject.accessibilitySwitchControlEnabled
}

// u4fb88660f4 EnvironmentValues.dynamicTypeSize
@MainActor func use_4fb88660f4(_ subject: EnvironmentValues) {
    var subject = subject
    let _: DynamicTypeSize = subject.dynamicTypeSize
    subject.dynamicTypeSize = sample() as DynamicTypeSize
}

// u2057b59a3f EnvironmentValues.symbolRenderingMode
@MainActor func use_2057b59a3f(_ subject: EnvironmentValues) {
    var subject = subject
    let _: SymbolRenderingMode? = subject.symbolRenderingMode
    subject.symbolRenderingMode = sample() as SymbolRenderingMode?
}

// u308d52d84e EnvironmentValues.isSearching
@MainActor func use_308d52d84e(_ subject: EnvironmentValues) {
    let _: Bool = subject.isSearching
}

// u8c620f744e EnvironmentValues.dismissSearch
@MainActor func use_8c620f744e(_ subject: EnvironmentValues) {
    let _: DismissSearchAction = subject.dismissSearch
}

// u94644edcc5 EnvironmentValues.searchSuggestionsPlacement
@MainActor func use_94644edcc5(_ subject: EnvironmentValues) {
    let _: SearchSuggestionsPlacement = subject.searchSuggestionsPlacement
}

// ue6e166f61d EnvironmentValues.refresh
@MainActor func use_e6e166f61d(_ subject: EnvironmentValues) {
    let _: RefreshAction? = subject.refresh
}

// u149b077a6e EnvironmentValues.documentConfiguration
@MainActor func use_149b077a6e(_ subject: EnvironmentValues) {
    let _: DocumentConfiguration? = subject.documentConfiguration
}

// u65b3cbd020 EnvironmentValues.openURL
@MainActor func use_65b3cbd020(_ subject: EnvironmentValues) {
    var subject = subject
    let _: OpenURLAction = subject.openURL
    subject.openURL = sample() as OpenURLAction
}

// u432d956094 EnvironmentValues.keyboardShortcut
@MainActor func use_432d956094(_ subject: EnvironmentValues) {
    let _: KeyboardShortcut? = subject.keyboardShortcut
}

// ub4fd82dbbd EnvironmentValues.dismiss
@MainActor func use_b4fd82dbbd(_ subject: EnvironmentValues) {
    let _: DismissAction = subject.dismiss
}

// ue0086d272b EnvironmentValues.isPresented
@MainActor func use_e0086d272b(_ subject: EnvironmentValues) {
    let _: Bool = subject.isPresented
}

// uc50e2e732a EnvironmentValues.multilineTextAlignment
@MainActor func use_c50e2e732a(_ subject: EnvironmentValues) {
    var subject = subject
    let _: TextAlignment = subject.multilineTextAlignment
    subject.multilineTextAlignment = sample() as TextAlignment
}

// uf5525da770 EnvironmentValues.truncationMode
@MainActor func use_f5525da770(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Text.TruncationMode = subject.truncationMode
    subject.truncationMode = sample() as Text.TruncationMode
}

// u772e3ca5d5 EnvironmentValues.lineSpacing
@MainActor func use_772e3ca5d5(_ subject: EnvironmentValues) {
    var subject = subject
    let _: CGFloat = subject.lineSpacing
    subject.lineSpacing = sample() as CGFloat
}

// u64fd6d6b56 EnvironmentValues.allowsTightening
@MainActor func use_64fd6d6b56(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Bool = subject.allowsTightening
    subject.allowsTightening = sample() as Bool
}

// ud39f3a5e16 EnvironmentValues.minimumScaleFactor
@MainActor func use_d39f3a5e16(_ subject: EnvironmentValues) {
    var subject = subject
    let _: CGFloat = subject.minimumScaleFactor
    subject.minimumScaleFactor = sample() as CGFloat
}

// udb9a244e6b EnvironmentValues.textCase
@MainActor func use_db9a244e6b(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Text.Case? = subject.textCase
    subject.textCase = sample() as Text.Case?
}

// ubbebf9f20a EnvironmentValues.editMode
@MainActor func use_bbebf9f20a(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Binding<EditMode>? = subject.editMode
    subject.editMode = sample() as Binding<EditMode>?
}

// u6ed1811d30 EnvironmentValues.controlSize
@MainActor func use_6ed1811d30(_ subject: EnvironmentValues) {
    var subject = subject
    let _: ControlSize = subject.controlSize
    subject.controlSize = sample() as ControlSize
}

// ub2237d8cdc EnvironmentValues.contentTransition
@MainActor func use_b2237d8cdc(_ subject: EnvironmentValues) {
    var subject = subject
    let _: ContentTransition = subject.contentTransition
    subject.contentTransition = sample() as ContentTransition
}

// u8bf58308cd EnvironmentValues.contentTransitionAddsDrawingGroup
@MainActor func use_8bf58308cd(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Bool = subject.contentTransitionAddsDrawingGroup
    subject.contentTransitionAddsDrawingGroup = sample() as Bool
}

// ueaa05a9886 EnvironmentValues.backgroundStyle
@MainActor func use_eaa05a9886(_ subject: EnvironmentValues) {
    var subject = subject
    let _: AnyShapeStyle? = subject.backgroundStyle
    subject.backgroundStyle = sample() as AnyShapeStyle?
}

// u82778ded91 EnvironmentValues.accessibilityLargeContentViewerEnabled
@MainActor func use_82778ded91(_ subject: EnvironmentValues) {
    let _: Bool = subject.accessibilityLargeContentViewerEnabled
}

// u8a27eb7fd1 EnvironmentValues.presentationMode
@MainActor func use_8a27eb7fd1(_ subject: EnvironmentValues) {
    let _: Binding<PresentationMode> = subject.presentationMode
}

// udc8986f028 EnvironmentValues.colorScheme
@MainActor func use_dc8986f028(_ subject: EnvironmentValues) {
    var subject = subject
    let _: ColorScheme = subject.colorScheme
    subject.colorScheme = sample() as ColorScheme
}

// u349357a1d8 EnvironmentValues.colorSchemeContrast
@MainActor func use_349357a1d8(_ subject: EnvironmentValues) {
    let _: ColorSchemeContrast = subject.colorSchemeContrast
}

// ub1d5684025 EnvironmentValues.buttonRepeatBehavior
@MainActor func use_b1d5684025(_ subject: EnvironmentValues) {
    let _: ButtonRepeatBehavior = subject.buttonRepeatBehavior
}

// u630e152009 EnvironmentValues.backgroundMaterial
@MainActor func use_630e152009(_ subject: EnvironmentValues) {
    var subject = subject
    let _: Material? = subject.backgroundMaterial
    subject.backgroundMaterial = sample() as Material?
}

// u2eabe99b0e EnvironmentValues.menuOrder
@MainActor func use_2eabe99b0e(_ subject: EnvironmentValues) {
    var subject = subject
    let _: MenuOrder = subject.menuOrder
    subject.menuOrder = sample() as MenuOrder
}

// u2313cb5c45 EnvironmentValues.sidebarRowSize
@MainActor func use_2313cb5c45(_ subject: EnvironmentValues) {
    var subject = subject
    let _: SidebarRowSize = subject.sidebarRowSize
    subject.sidebarRowSize = sample() as SidebarRowSize
}

// ua360e30f95 EnvironmentValues.dismissWindow
@MainActor func use_a360e30f95(_ subject: EnvironmentValues) {
    let _: DismissWindowAction = subject.dismissWindow
}

// ub859eb518c EnvironmentValues.subscript<K>(_: K.Type) where K : EnvironmentKey
@MainActor func use_b859eb518c<K: EnvironmentKey>(_ subject: EnvironmentValues, _ generics: (K).Type) {
    var subject = subject
    let _: K.Value = subject[sample() as K.Type]
    subject[sample() as K.Type] = sample() as K.Value
}

// u03aa5b2760 EnvironmentValues.subscript<K>(_: K.Type) where K : UITraitBridgedEnvironmentKey
@MainActor func use_03aa5b2760<K: UITraitBridgedEnvironmentKey>(_ subject: EnvironmentValues, _ generics: (K).Type) {
    var subject = subject
    let _: K.Value = subject[sample() as K.Type]
    subject[sample() as K.Type] = sample() as K.Value
}

// uec4072d1df EnvironmentValues.description
@MainActor func use_ec4072d1df(_ subject: EnvironmentValues) {
    let _: String = subject.description
}

// u7a133304a4 EnvironmentValues.badgeProminence
@MainActor func use_7a133304a4(_ subject: EnvironmentValues) {
    var subject = subject
    let _: BadgeProminence = subject.badgeProminence
    subject.badgeProminence = sample() as BadgeProminence
}
