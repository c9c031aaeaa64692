import SwiftUIKit


public struct SwitchExamples : View {

    @State private var isOn = true
    @State private var disable = false
    @State private var direction = LayoutDirection.leftToRight
    @State private var directionSuggestion = LayoutDirectionSuggestion.useSystemDefault
    @State private var accessibleOnOffLabelsEnabled = false
    @State private var useCustomLabels = false
    @State private var controlRoundness: Double = 1
    @State private var controlSize = ControlSize.regular
    
    private var offLabel: some View {
        Image(systemName: "figure.walk")
            .resizable()
            .scaledToFit()
            .opacity(0.5)
    }
    
    private var onLabel: some View {
        Image(systemName: "figure.run")
            .resizable()
            .scaledToFit()
            .foregroundStyle(Color.white)
    }
    
    public init() {}
    
    public var body: some View {
        ExampleView(title: "Switch"){
            HStack {
                
                #if !os(tvOS)
                ExampleCard(title: "SwiftUI") {
                    Toggle("", isOn: $isOn)
                        .toggleStyle(.switch)
                        .labelsHidden()
                }
                .frame(maxWidth: .infinity)
                #endif
                
                ExampleCard(title: "SwiftUIKit") {
                    if useCustomLabels {
                        Switch(isOn: $isOn){ offLabel } onLabel: {
                            onLabel
                        }
                    } else {
                        Switch(isOn: $isOn)
                    }
                }
                .frame(maxWidth: .infinity)
            }
            .padding()
            .controlRoundness(controlRoundness)
            .controlSize(controlSize)
            .environment(\.layoutDirection, direction)
            .environment(\.layoutDirectionSuggestion, directionSuggestion)
            .environment(\.isOnOffSwitchLabelsEnabled, accessibleOnOffLabelsEnabled)
            .disabled(disable)
            .animation(.bouncy, value: isOn)
        } parameters: {
            ExampleSection(isExpanded: true){
                ExampleControlGroup{
                    Toggle(isOn: $disable){
                        Text("Disable")
                    }
                    
                    ExampleCell.ControlRoundness(value: $controlRoundness)
                }
                
                Toggle(isOn: $accessibleOnOffLabelsEnabled){
                    Text("Accessible Labels")
                }
                
                Toggle(isOn: $useCustomLabels){
                    Text("Use Custom Labels")
                }
                
                ExampleControlGroup{
                    ExampleCell.ControlSize(value: $controlSize)
                        .fixedSize()
                    ExampleCell.LayoutDirectionSuggestion(value: $directionSuggestion)
                }
                
                ExampleCell.LayoutDirection(value: $direction)
            } label: {
                Text("Parameters")
            }
        }
    }
    
}


#Preview("Switch") {
    SwitchExamples()
        .previewSize()
}
