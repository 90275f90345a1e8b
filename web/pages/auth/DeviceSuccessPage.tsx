export default function DeviceSuccessPage() {
  return (
    <div className="card" style={{ textAlign: 'center' }}>
      <h1>Device logged in</h1>
      <p>You can close this window</p>
    </div>
  )
}
