// The views of the Home Assistant pairs as their tests build them (home-assistant/iOS at d722d7811aec,
// Apache-2.0, Licences/home-assistant-iOS.txt): each case is the test's view expression, verbatim; the
// test files are Tests/Shared/DesignSystem/Components/<Name>Tests.swift (and .test.swift). Every test
// snapshots with `assertLightDarkSnapshots`, an iPhone 13 portrait device layout; the light picture is
// the reference.
import DarkroomCompat
import Foundation

/// The full-screen views that compile, by the key manifest.json gives them.
enum HomeAssistantScreens {
    static func view(_ key: String) -> AnyView? {
        // The app's asset catalogs (the entries its views name) are found through AppResources.
        designSystem(key).map { AnyView($0.environment(\.appResources, homeAssistantResources)) }
    }

    private static func designSystem(_ key: String) -> AnyView? {
        switch key {
        // ListPickerTests.testLitPickerUI / testLitPickerContentUI.
        case "ha-list-picker": AnyView(ListPickerPreview.standard)
        case "ha-list-picker-content": AnyView(ListPickerPreview.content)
        // CollapsibleViewTests.testCollapsibleViewCollapsed / testCollapsibleViewOpen.
        case "ha-collapsible-collapsed":
            AnyView(CollapsibleView {
                Text("This is a header")
            } expandedContent: {
                Text("This is a content")
            })
        case "ha-collapsible-open":
            AnyView(CollapsibleView(startExpanded: true) {
                Text("This is a header")
            } expandedContent: {
                Text("This is a content")
            })
        // ExternalLinkButtonTests.testExternalLinkButton.
        case "ha-external-link-button":
            AnyView(ExternalLinkButton(
                icon: Image(systemSymbol: .heart),
                title: "This is a title",
                url: URL(string: "https://google.com")!,
                tint: .blue,
                background: Color(uiColor: .secondarySystemFill)
            ))
        // HATextFieldTests.testSnapshot.
        case "ha-text-field":
            AnyView(
                VStack(spacing: DesignSystem.Spaces.two) {
                    HATextField(placeholder: "Placeholder", text: .constant(""))
                    HATextField(placeholder: "Placeholder", text: .constant("123"))
                    HATextField(placeholder: "Placeholder", text: .constant("https://bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.com"))
                }
                .padding()
            )
        // HAButtonStylesTests.testAppButtonStyles.
        case "ha-button-styles":
            AnyView(
                VStack {
                    Button("primaryButton") {}
                        .buttonStyle(.primaryButton)
                    Button("primaryQuietButton") {}
                        .buttonStyle(.primaryQuietButton)
                    Button("outlinedButton") {}
                        .buttonStyle(.outlinedButton)
                    Button("secondaryButton") {}
                        .buttonStyle(.secondaryButton)
                    Button("negativeButton") {}
                        .buttonStyle(.negativeButton)
                    Button("neutralButton") {}
                        .buttonStyle(.neutralButton)
                    Button("secondaryNegativeButton") {}
                        .buttonStyle(.secondaryNegativeButton)
                    Button("linkButton") {}
                        .buttonStyle(.linkButton)
                    Button("criticalButton") {}
                        .buttonStyle(.criticalButton)
                }
                .padding(.horizontal)
                .listRowSeparator(.hidden)
            )
        // ServerSwitchingHowItWorksViewTests.howItWorksScreen (Tests/App/Settings/ServerSwitchingHowItWorksView.test.swift).
        case "ha-server-switching-how-it-works":
            AnyView(NavigationView { ServerSwitchingHowItWorksView() })
        // EntityFilterPickerViewTests.testFiltersBar (Tests/App/Settings/EntityFilterPickerView.test.swift).
        case "ha-entity-filter-picker":
            AnyView(
                VStack(alignment: .leading, spacing: 12) {
                    EntityFilterPickerView(
                        title: "Servers",
                        icon: .serverRack,
                        pickerItems: [.init(id: "1", title: "Home"), .init(id: "2", title: "Office")],
                        selectedItemId: .constant("1")
                    )
                    EntityFilterPickerView(
                        title: "Area",
                        icon: .houseFill,
                        pickerItems: [.init(id: "", title: "All areas"), .init(id: "kitchen", title: "Kitchen")],
                        selectedItemId: .constant(nil)
                    )
                    EntityFilterPickerView(
                        title: "Domain",
                        icon: .tag,
                        pickerItems: [.init(id: "", title: "All domains"), .init(id: "light", title: "Light")],
                        selectedItemId: .constant("light")
                    )
                    EntityFilterPickerView(
                        title: "Group by",
                        icon: .listBulletRectangle,
                        pickerItems: [
                            .init(id: "area", title: "Group by Area"),
                            .init(id: "domain", title: "Group by Domain"),
                        ],
                        selectedItemId: .constant("domain")
                    )
                }
                .padding()
            )
        default: onboarding(key) ?? invitation(key)
        }
    }
}
