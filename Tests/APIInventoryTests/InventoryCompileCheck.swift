import Darkroom
import Foundation

// Every view and modifier docs/api-inventory.md marks "draws" or "still frame",
// used once as view code uses it. This file compiling is the inventory's claim;
// APIInventoryTests checks that each such name of the table appears here.

private struct Pref: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
}

private final class Model: ObservableObject { @Published var count = 1 }

private struct Node: Identifiable {
    let id: Int
    var children: [Node]?
}

struct InventoryViews: View {
    @State private var on = true
    @State private var value = 0.5
    @State private var text = "text"
    @State private var date = Date(timeIntervalSince1970: 0)
    @State private var color = Color.red
    @State private var tab = 0
    @FocusState private var focused: Bool
    @Namespace private var space

    var body: some View {
        ScrollView {
            VStack {
                Text("Text")
                Image(systemName: "star")
                Label("Label", systemImage: "star")
                Color.red.frame(width: 4, height: 4)
                Rectangle().frame(width: 4, height: 4)
                RoundedRectangle(cornerRadius: 2).frame(width: 4, height: 4)
                UnevenRoundedRectangle(topLeadingRadius: 2).frame(width: 4, height: 4)
                Circle().frame(width: 4, height: 4)
                Ellipse().frame(width: 4, height: 4)
                Capsule().frame(width: 4, height: 4)
                Path { $0.addRect(CGRect(x: 0, y: 0, width: 4, height: 4)) }
                ContainerRelativeShape().frame(width: 4, height: 4)
                LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(height: 4)
                RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 4).frame(height: 4)
                AngularGradient(colors: [.red, .blue], center: .center).frame(height: 4)
                EllipticalGradient(colors: [.red, .blue]).frame(height: 4)
            }
            HStack { Spacer(); Divider() }
            ZStack { Text("z") }
            LazyHStack { Text("a") }
            LazyVStack { Text("a") }
            LazyHGrid(rows: [GridItem(.fixed(10))]) { Text("a") }
            LazyVGrid(columns: [GridItem(.fixed(10))]) { Text("a") }
            Grid { GridRow { Text("a") } }
            AnyLayout(HStackLayout()) { Text("a") }
            VStackLayout { Text("a") }
            ZStackLayout { Text("a") }
            ScrollViewReader { _ in Text("a") }
            List { Section("S") { Text("row") } }
            Form { Text("a") }
            GroupBox("Box") { Text("a") }
            DisclosureGroup("More") { Text("a") }
            LabeledContent("Key", value: "Value")
            ForEach(0..<2, id: \.self) { Text("\($0)") }
            Group { EmptyView() }
            AnyView(Text("a"))
            GeometryReader { proxy in Text("\(proxy.size.width)") }
            ViewThatFits { Text("a") }
            Canvas { context, size in context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red)) }
            TimelineView(.everyMinute) { context in Text("\(context.date)") }
            controls
            containers
        }
    }

    private var controls: some View {
        VStack {
            Button("Button") {}
            Toggle("Toggle", isOn: $on)
            Picker(selection: $tab, label: Text("Picker")) { Text("0").tag(0) }
            Slider(value: $value, in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("S") }
            Stepper("Stepper", value: $tab)
            TextField("Field", text: $text).focused($focused)
            SecureField("Secure", text: $text)
            TextEditor(text: $text)
            Link("Link", destination: URL(string: "https://example.com")!)
            Menu("Menu") { Button("Item") {} }
            ProgressView(value: 0.5)
            Gauge(value: 0.5) { Text("Gauge") }
            DatePicker("Date", selection: $date)
            ColorPicker("Colour", selection: $color)
            ShareLink(item: URL(string: "https://example.com")!)
            EditButton()
            RenameButton()
            ControlGroup { Button("A") {} }
            ContentUnavailableView("Empty", systemImage: "tray", description: Text("Nothing here"))
            AsyncImage(url: URL(string: "https://example.com/a.png"))
        }
    }

    private var containers: some View {
        VStack {
            NavigationStack { Text("Stack") }
            NavigationView { Text("View") }
            NavigationLink("Link", destination: Text("Destination"))
            NavigationSplitView { Text("Sidebar") } detail: { Text("Detail") }
            TabView(selection: $tab) { Text("Tab").tag(0) }
            OutlineGroup([Node(id: 0, children: nil)], children: \.children) { Text("\($0.id)") }
            Color.clear.toolbar {
                ToolbarItem { Text("Item") }
                ToolbarItemGroup { Text("Item") }
            }
            PhaseAnimator([0, 1]) { phase in Text("\(phase)") }
            KeyframeAnimator(initialValue: 1.0) { scale in Text("Key").scaleEffect(scale) } keyframes: { _ in
                KeyframeTrack { LinearKeyframe(2.0, duration: 0.2) }
            }
            MultiDatePicker("Dates", selection: .constant([]))
            Table([Node(id: 0, children: nil)]) { TableColumn("ID") { node in Text("\(node.id)") } }
            PasteButton(payloadType: String.self) { _ in }
            modifiers
        }
    }

    private var modifiers: some View {
        Text("Modifiers")
            .padding()
            .frame(width: 100)
            .fixedSize()
            .layoutPriority(1)
            .offset(x: 1)
            .position(x: 50, y: 50)
            .alignmentGuide(.leading) { $0[.leading] }
            .aspectRatio(1, contentMode: .fit)
            .scaledToFit()
            .scaledToFill()
            .ignoresSafeArea()
            .edgesIgnoringSafeArea(.all)
            .safeAreaInset(edge: .top) { Text("Inset") }
            .safeAreaPadding()
            .containerRelativeFrame(.horizontal)
            .coordinateSpace(name: "space")
            .layoutValue(key: InventoryLayoutKey.self, value: 1)
            .zIndex(1)
            .modifiers2
    }
}

private struct InventoryLayoutKey: LayoutValueKey { static let defaultValue = 0 }

extension View {
    fileprivate var modifiers2: some View {
        self
            .rotationEffect(.degrees(10))
            .scaleEffect(1.1)
            .transformEffect(.identity)
            .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
            .projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 1, y: 1)))
            .backgroundStyle(Color.yellow)
            .background(in: Capsule())
            .clipShape(Circle())
            .clipped()
            .cornerRadius(4)
            .mask { Rectangle() }
            .blur(radius: 1)
            .shadow(radius: 1)
            .opacity(0.9)
            .hidden()
            .blendMode(.multiply)
            .compositingGroup()
            .drawingGroup()
            .colorInvert()
            .colorMultiply(.red)
            .brightness(0.1)
            .contrast(1.1)
            .saturation(0.5)
            .grayscale(0.2)
            .hueRotation(.degrees(30))
            .luminanceToAlpha()
            .border(Color.red)
            .background(Color.white)
            .overlay(Text("Overlay"))
            .foregroundColor(.red)
            .foregroundStyle(.blue)
            .tint(.green)
            .accentColor(.orange)
            .unredacted()
            .redacted(reason: .placeholder)
            .visualEffect { content, proxy in content.offset(x: proxy.size.width > 0 ? 1 : 0) }
            .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.5) }
            .fontWidth(.condensed)
            .listItemTint(.red)
            .headerProminence(.increased)
            .keyframeAnimator(initialValue: 1.0, trigger: 0) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                KeyframeTrack { SpringKeyframe(1.0) }
            }
            .privacySensitive()
            .contentShape(Rectangle())
            .modifiers3
    }

    fileprivate var modifiers3: some View {
        self
            .font(.body)
            .fontWeight(.bold)
            .fontDesign(.rounded)
            .bold()
            .italic()
            .underline()
            .strikethrough()
            .monospaced()
            .monospacedDigit()
            .kerning(1)
            .tracking(1)
            .baselineOffset(1)
            .textCase(.uppercase)
            .lineLimit(2)
            .lineSpacing(2)
            .multilineTextAlignment(.center)
            .truncationMode(.tail)
            .allowsTightening(true)
            .minimumScaleFactor(0.5)
            .textSelection(.enabled)
            .dynamicTypeSize(.large)
            .imageScale(.large)
            .symbolRenderingMode(.hierarchical)
            .symbolVariant(.fill)
            .symbolEffect(.bounce, value: 1)
            .environment(\.colorScheme, .dark)
            .environmentObject(Model())
            .colorScheme(.light)
            .preferredColorScheme(.dark)
            .controlSize(.small)
            .disabled(false)
            .buttonStyle(.bordered)
            .buttonBorderShape(.capsule)
            .toggleStyle(.switch)
            .pickerStyle(.segmented)
            .datePickerStyle(.compact)
            .textFieldStyle(.roundedBorder)
            .labelStyle(.titleOnly)
            .labelsHidden()
            .progressViewStyle(.linear)
            .gaugeStyle(.linearCapacity)
            .formStyle(.grouped)
            .menuStyle(.automatic)
            .groupBoxStyle(.automatic)
            .controlGroupStyle(.automatic)
            .tabViewStyle(.page)
            .modifiers4
    }

    fileprivate var modifiers4: some View {
        self
            .listStyle(.plain)
            .listRowBackground(Color.red)
            .listRowInsets(EdgeInsets())
            .listRowSeparator(.hidden)
            .listRowSeparatorTint(.red)
            .listSectionSeparator(.hidden)
            .listRowSpacing(4)
            .listSectionSpacing(4)
            .scrollIndicators(.hidden)
            .scrollDisabled(true)
            .scrollContentBackground(.hidden)
            .scrollPosition(id: .constant(Optional<Int>.none))
            .scrollTargetBehavior(.paging)
            .scrollTargetLayout()
            .scrollClipDisabled()
            .scrollBounceBehavior(.basedOnSize)
            .contentMargins(4)
            .defaultScrollAnchor(.top)
            .scrollDismissesKeyboard(.immediately)
            .onTapGesture {}
            .onLongPressGesture {}
            .gesture(TapGesture().onEnded {})
            .simultaneousGesture(DragGesture().onChanged { _ in })
            .highPriorityGesture(LongPressGesture())
            .allowsHitTesting(false)
            .onHover { _ in }
            .hoverEffect()
            .keyboardShortcut("s")
            .onKeyPress(.return) { .handled }
            .sensoryFeedback(.success, trigger: 1)
            .draggable("payload")
            .onDrag { NSItemProvider(object: "payload") }
            .onDrop(of: ["public.text"], isTargeted: nil) { _ in true }
            .dropDestination(for: String.self) { _, _ in true }
            .modifiers5
    }

    fileprivate var modifiers5: some View {
        self
            .focusable()
            .defaultFocus(FocusState<Bool>().projectedValue, true)
            .onSubmit {}
            .submitLabel(.done)
            .keyboardType(.emailAddress)
            .textContentType(.emailAddress)
            .textInputAutocapitalization(.never)
            .autocapitalization(.none)
            .disableAutocorrection(true)
            .autocorrectionDisabled()
            .onAppear {}
            .onDisappear {}
            .task {}
            .onChange(of: 1) { _, _ in }
            .onReceive(Just(1)) { _ in }
            .onOpenURL { _ in }
            .refreshable {}
            .sheet(isPresented: .constant(false)) { Text("Sheet") }
            .fullScreenCover(isPresented: .constant(false)) { Text("Cover") }
            .popover(isPresented: .constant(false)) { Text("Popover") }
            .alert("Alert", isPresented: .constant(false)) { Button("OK") {} }
            .confirmationDialog("Dialog", isPresented: .constant(false)) { Button("OK") {} }
            .actionSheet(isPresented: .constant(false)) { ActionSheet(title: Text("Sheet")) }
            .contextMenu { Button("Copy") {} }
            .presentationDetents([.medium])
            .presentationDragIndicator(.visible)
            .presentationBackground(Color.white)
            .presentationCornerRadius(12)
            .presentationBackgroundInteraction(.enabled)
            .interactiveDismissDisabled()
            .fileImporter(isPresented: .constant(false), allowedContentTypes: ["public.image"]) { _ in }
            .fileExporter(isPresented: .constant(false), document: "doc", contentType: "public.text") { _ in }
            .modifiers6
    }

    fileprivate var modifiers6: some View {
        self
            .navigationTitle("Title")
            .navigationBarTitle(Text("Title"))
            .navigationBarTitleDisplayMode(.inline)
            .navigationBarHidden(true)
            .navigationBarBackButtonHidden()
            .navigationBarItems(trailing: EditButton())
            .navigationDestination(for: Int.self) { Text("\($0)") }
            .navigationViewStyle(StackNavigationViewStyle())
            .navigationSplitViewStyle(.balanced)
            .navigationSplitViewColumnWidth(200)
            .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Item") } }
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .toolbarRole(.editor)
            .searchable(text: .constant(""))
            .searchSuggestions { Text("Suggestion") }
            .statusBarHidden()
            .statusBar(hidden: true)
            .persistentSystemOverlays(.hidden)
            .defersSystemGestures(on: .all)
            .tabItem { Label("Tab", systemImage: "star") }
            .badge(3)
            .tag(1)
            .deleteDisabled(true)
            .moveDisabled(true)
            .swipeActions { Button("Delete") {} }
            .animation(.interpolatingSpring(stiffness: 100, damping: 10), value: 1)
            .transition(.opacity)
            .transaction { $0.animation = nil }
            .matchedGeometryEffect(id: 1, in: Namespace().wrappedValue)
            .contentTransition(.numericText())
            .geometryGroup()
            .phaseAnimator([0, 1]) { content, _ in content }
            .modifiers7
    }

    fileprivate var modifiers7: some View {
        self
            .accessibilityLabel("Label")
            .accessibilityHint("Hint")
            .accessibilityValue("Value")
            .accessibilityHidden(false)
            .accessibilityElement(children: .combine)
            .accessibilityIdentifier("id")
            .accessibilityAddTraits(.isButton)
            .accessibilityRemoveTraits(.isImage)
            .accessibilityAction {}
            .accessibilitySortPriority(1)
            .accessibilityInputLabels([Text("Label")])
            .accessibilityHeading(.h1)
            .preference(key: Pref.self, value: 1)
            .onPreferenceChange(Pref.self) { _ in }
            .help("Help")
            .id(1)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Preview")
            .previewDevice("iPhone 15")
            .userActivity("activity") { _ in }
            .handlesExternalEvents(preferring: [], allowing: [])
    }
}

private struct EquatableCard: View, Equatable {
    var body: some View {
        Image(systemName: "star").resizable().interpolation(.high).antialiased(true).renderingMode(.template)
    }
    static var compared: some View { EquatableCard().equatable() }
}

private struct ListEditing: View {
    var body: some View {
        List {
            ForEach(0..<3, id: \.self) { Text("\($0)") }.onDelete { _ in }.onMove { _, _ in }.onInsert(of: [
                "public.text"
            ]) { _, _ in }
        }
    }
}

/// Every environment value docs/api-inventory.md lists, read as app code reads it.
struct InventoryEnvironmentReader: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var colorSchemeContrast
    @Environment(\.legibilityWeight) private var legibilityWeight
    @Environment(\.displayScale) private var displayScale
    @Environment(\.pixelLength) private var pixelLength
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.openURL) private var openURL
    @Environment(\.dismiss) private var dismiss
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.isPresented) private var isPresented
    @Environment(\.editMode) private var editMode
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isFocused) private var isFocused
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    @Environment(\.refresh) private var refresh
    @Environment(\.isScrollEnabled) private var isScrollEnabled
    @Environment(\.redactionReasons) private var redactionReasons
    @Environment(\.headerProminence) private var headerProminence
    @Environment(\.defaultMinListRowHeight) private var defaultMinListRowHeight
    @Environment(\.undoManager) private var undoManager
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    @Environment(\.accessibilityInvertColors) private var invertColors
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.font) private var font
    @Environment(\.lineLimit) private var lineLimit
    @Environment(\.multilineTextAlignment) private var multilineTextAlignment

    var body: some View {
        Text(horizontalSizeClass == .compact && !reduceMotion ? "compact" : "regular")
    }
}
