/// What `createClub` answers: the club, or the error that kept it from being created.
package struct ClubResponse: Sendable {
  var club: Club?
  var error: NetworkError?
}
