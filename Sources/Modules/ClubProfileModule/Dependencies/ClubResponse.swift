/// What `createClub` answers: the club, or the error that kept it from being created.
struct ClubResponse: Sendable {
  var club: Club?
  var error: NetworkError?
}
