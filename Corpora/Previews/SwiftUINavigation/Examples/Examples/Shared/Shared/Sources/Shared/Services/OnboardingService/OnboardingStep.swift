
public enum OnboardingStep {
    case question(OnboardingQuestionInputData)
    case result
}
