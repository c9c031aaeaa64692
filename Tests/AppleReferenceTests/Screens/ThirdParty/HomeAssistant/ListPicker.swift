// home-assistant/iOS Sources/App/Settings/Gestures/ListPicker.swift at d722d7811aec,
// Apache-2.0 (Tests/AppleReferenceTests/Licences/home-assistant-iOS.txt):
// verbatim except its imports (DarkroomCompat for SwiftUI, UIKit, SFSafeSymbols, HAIconic, Shared).
import DarkroomCompat

protocol ListPickerSelectable: Identifiable {
    var id: String { get }
    var text: String { get }
}

struct ListPickerContent {
    let sections: [Section]

    struct Section {
        let id: String
        let title: String
        let items: [Item]
    }

    struct Item {
        let id: String
        let title: String
        let subtitle: String?
        let showsLabsLabel: Bool

        init(id: String, title: String, subtitle: String? = nil, showsLabsLabel: Bool = false) {
            self.id = id
            self.title = title
            self.subtitle = subtitle
            self.showsLabsLabel = showsLabsLabel
        }
    }
}

struct ListPicker: View {
    let title: String
    @Binding var selection: ListPickerContent.Item
    let content: ListPickerContent

    var body: some View {
        NavigationLink {
            ListPickerContentView(title: title, selection: $selection, content: content)
        } label: {
            HStack {
                Text(title)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Text(selection.title)
                    .frame(alignment: .trailing)
                    .foregroundColor(Color(uiColor: .secondaryLabel))
                    .truncationMode(.middle)
                    .lineLimit(1)
            }
        }
    }
}

struct ListPickerContentView: View {
    let title: String
    @Binding var selection: ListPickerContent.Item
    let content: ListPickerContent

    var body: some View {
        List {
            ForEach(content.sections, id: \.id) { section in
                Section(section.title) {
                    ForEach(section.items, id: \.id) { item in
                        Button {
                            selection = item
                        } label: {
                            HStack {
                                VStack(alignment: .leading) {
                                    Text(item.title)
                                    if let subtitle = item.subtitle {
                                        Text(subtitle)
                                            .font(.footnote)
                                            .foregroundColor(Color(uiColor: .secondaryLabel))
                                    }
                                }
                                .frame(maxWidth: .infinity, alignment: .leading)
                                if item.showsLabsLabel {
                                    LabsLabel()
                                }
                                if selection.id == item.id {
                                    Image(systemSymbol: .checkmark)
                                        .foregroundColor(.accentColor)
                                }
                            }
                        }
                    }
                }
            }
        }
        .navigationBarTitleDisplayMode(.inline)
        .navigationTitle(title)
    }
}

#Preview("List picker") {
    ListPickerPreview.standard
}

#Preview("List picker content") {
    ListPickerPreview.content
}

enum ListPickerPreview {
    static var standard: some View {
        NavigationView {
            List {
                ListPicker(
                    title: "Select Item",
                    selection: .constant(.init(id: "2", title: "aaaa")),
                    content: .init(sections: [
                        .init(id: "1", title: "Section 1", items: [
                            .init(id: "1", title: "Abc"),
                            .init(id: "2", title: "aaaa"),
                            .init(id: "3", title: "bbbb"),
                            .init(id: "4", title: "ccccc"),
                        ]),
                        .init(id: "2", title: "Section 2", items: [
                            .init(id: "5", title: "Abc"),
                            .init(id: "6", title: "aaaa"),
                            .init(id: "7", title: "bbbb"),
                            .init(id: "8", title: "ccccc"),
                        ]),
                    ])
                )
            }
        }
    }

    static var content: some View {
        NavigationView {
            ListPickerContentView(
                title: "Title 1",
                selection: .constant(.init(id: "2", title: "aaaa")),
                content: .init(sections: [
                    .init(id: "1", title: "Section 1", items: [
                        .init(id: "1", title: "Abc"),
                        .init(id: "2", title: "aaaa"),
                        .init(id: "3", title: "bbbb"),
                        .init(id: "4", title: "ccccc"),
                    ]),
                    .init(id: "2", title: "Section 2", items: [
                        .init(id: "5", title: "Abc"),
                        .init(id: "6", title: "aaaa"),
                        .init(id: "7", title: "bbbb"),
                        .init(id: "8", title: "ccccc"),
                    ]),
                ])
            )
        }
    }
}
